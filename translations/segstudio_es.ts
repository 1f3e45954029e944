<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../widgets/LanguageManager.cpp" line="41"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="66"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1: no hay memoria suficiente para abrir esta imagen</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="22"/>
        <source>CT soft tissue</source>
        <translation>TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="24"/>
        <source>CT bone</source>
        <translation>TC hueso</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="26"/>
        <source>CT lung</source>
        <translation>TC pulmón</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="28"/>
        <source>CT brain</source>
        <translation>TC cerebro</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="30"/>
        <source>MR automatic (1-99 %)</source>
        <translation>RM automático (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="31"/>
        <source>Full range</source>
        <translation>Rango completo</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="23"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio, entorno de trabajo para segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="26"/>
        <source>Scan to open</source>
        <translation>Imagen que se abrirá</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>Label map to show over the scan</source>
        <translation>Mapa de etiquetas que se mostrará sobre la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Dataset folder to browse</source>
        <translation>Carpeta de conjunto de datos que se explorará</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Idioma de la interfaz (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="30"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Guardar una captura de pantalla tras la carga y después salir</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="79"/>
        <source>Loading cancelled</source>
        <translation>Carga cancelada</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="229"/>
        <location filename="../app/gui/MainWindow.cpp" line="392"/>
        <source>SegStudio - %1</source>
        <translation>SegStudio - %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="229"/>
        <source>SegStudio</source>
        <translation>SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="230"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Abrir imagen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>Open &amp;Label Map...</source>
        <translation>Abrir mapa de &amp;etiquetas...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="233"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>Abrir carpeta de conjunto de &amp;datos...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="234"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="235"/>
        <source>&amp;Save Label Map As...</source>
        <translation>&amp;Guardar mapa de etiquetas como...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="236"/>
        <source>&amp;Close Label Maps</source>
        <translation>&amp;Cerrar mapas de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="239"/>
        <source>Show &amp;All Views</source>
        <translation>Mostrar &amp;todas las vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Axial View</source>
        <translation>Maximizar vista &amp;axial</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Maximizar vista &amp;sagital</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>Maximizar vista &amp;coronal</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="241"/>
        <source>Maximise &amp;3D View</source>
        <translation>Maximizar vista &amp;3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>&amp;Window Presets</source>
        <translation>&amp;Preajustes de ventana</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="249"/>
        <source>3D &amp;Rendering</source>
        <translation>&amp;Renderizado 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>Surfaces only</source>
        <translation>Solo superficies</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>MR volume</source>
        <translation>Volumen RM</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT soft tissue volume</source>
        <translation>Volumen TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT bone volume</source>
        <translation>Volumen TC hueso</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Reset Views</source>
        <translation>R&amp;establecer vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="257"/>
        <source>&amp;About SegStudio</source>
        <translation>&amp;Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="258"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="259"/>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>Cannot open the label map</source>
        <translation>No se puede abrir el mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1: primero abra una imagen; el mapa de etiquetas se muestra superpuesto a una imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="325"/>
        <source>Opened dataset %1</source>
        <translation>Conjunto de datos %1 abierto</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="328"/>
        <source>Cannot open the dataset</source>
        <translation>No se puede abrir el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>Open Scan</source>
        <translation>Abrir imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Imágenes (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>Open Label Map</source>
        <translation>Abrir mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Mapas de etiquetas (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Open Dataset Folder</source>
        <translation>Abrir carpeta de conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Nothing to save</source>
        <translation>Nada que guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>There is no label map to save.</source>
        <translation>No hay ningún mapa de etiquetas que guardar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>Save Label Map</source>
        <translation>Guardar mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="373"/>
        <source>Cannot save the label map</source>
        <translation>No se puede guardar el mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="393"/>
        <source>Opened %1 (%2)</source>
        <translation>%1 abierto (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="410"/>
        <source>Label map does not fit the scan</source>
        <translation>El mapa de etiquetas no se ajusta a la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="411"/>
        <source>%1 has a different geometry from the scan:

Scan: %2
Label map: %3

Differences (scan vs label map):%4

Resample the label map onto the scan (nearest neighbour)?</source>
        <translation>%1 tiene una geometría distinta de la de la imagen:

Imagen: %2
Mapa de etiquetas: %3

Diferencias (imagen frente a mapa de etiquetas):%4

¿Remuestrear el mapa de etiquetas sobre la rejilla de la imagen (vecino más cercano)?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="416"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>El mapa de etiquetas %1 no se ha añadido: su geometría difiere de la de la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="438"/>
        <source>Cannot open the file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="443"/>
        <source>Loading %1...</source>
        <translation>Cargando %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="470"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Abra una imagen (Archivo &gt; Abrir imagen) o una carpeta de conjunto de datos para empezar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="477"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Value %7</source>
        <translation>Vóxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Valor %7</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="486"/>
        <source>   Label %1: %2</source>
        <translation>   Etiqueta %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Label map</source>
        <translation>Mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Scan</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="557"/>
        <source>About SegStudio</source>
        <translation>Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="558"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Un entorno de trabajo para segmentación 3D: imágenes y mapas de etiquetas, entrenamiento de redes U-Net e inferencia por ventana deslizante.&lt;/p&gt;&lt;p&gt;Datos de ejemplo: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="26"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>No hay ningún conjunto de datos abierto. Use Archivo &gt; Abrir carpeta de conjunto de datos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="29"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1: %n caso, haga clic en él para abrirlo</numerusform>
            <numerusform>%1: %n casos, haga clic en uno para abrirlo</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="40"/>
        <source>No label map</source>
        <translation>Sin mapa de etiquetas</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="70"/>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="71"/>
        <source>Outline only</source>
        <translation>Solo contorno</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="72"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Dibujar los bordes de las etiquetas en lugar de regiones rellenas</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="73"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Marque para mostrar u ocultar; haga doble clic en una etiqueta para cambiar su color</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="91"/>
        <source>Scan: %1</source>
        <translation>Imagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="98"/>
        <source>Labels: %1</source>
        <translation>Etiquetas: %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Color de la etiqueta %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="21"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="34"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="35"/>
        <source>Label opacity for new label maps</source>
        <translation>Opacidad de las etiquetas para nuevos mapas de etiquetas</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="77"/>
        <location filename="../widgets/SceneModel.cpp" line="90"/>
        <source>Label %1</source>
        <translation>Etiqueta %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/SliceView.cpp" line="57"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="58"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="61"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="67"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="68"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="69"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="70"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Show all four views</source>
        <translation>Mostrar las cuatro vistas</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Maximise this view</source>
        <translation>Maximizar esta vista</translation>
    </message>
</context>
</TS>
