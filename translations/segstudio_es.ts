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
        <location filename="../widgets/ScanLoader.cpp" line="122"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="122"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="123"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="123"/>
        <source>Alpha</source>
        <translation>Alfa</translation>
    </message>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="139"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1: no hay memoria suficiente para abrir esta imagen</translation>
    </message>
</context>
<context>
    <name>SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="58"/>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="23"/>
        <source>CT soft tissue</source>
        <translation>TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="25"/>
        <source>CT bone</source>
        <translation>TC hueso</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="27"/>
        <source>CT lung</source>
        <translation>TC pulmón</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="29"/>
        <source>CT brain</source>
        <translation>TC cerebro</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="31"/>
        <source>MR automatic (1-99 %)</source>
        <translation>RM automático (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="33"/>
        <source>Microscopy automatic (0-99.5 %)</source>
        <translation>Microscopía automático (0-99,5 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="35"/>
        <source>Colour (0-255)</source>
        <translation>Color (0-255)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="36"/>
        <source>Full range</source>
        <translation>Rango completo</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio, entorno de trabajo para segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="31"/>
        <source>Scan to open</source>
        <translation>Imagen que se abrirá</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Label map to show over the scan</source>
        <translation>Mapa de etiquetas que se mostrará sobre la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Dataset folder to browse</source>
        <translation>Carpeta de conjunto de datos que se explorará</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Idioma de la interfaz (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Guardar una captura de pantalla tras la carga y después salir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="38"/>
        <source>Channel files to open with the scan: auto (every &lt;case&gt;_XXXX file beside it), single (the file alone), dataset (auto inside a dataset folder; the default)</source>
        <translation>Archivos de canal que se abren con el escáner: auto (cada archivo &lt;case&gt;_XXXX junto a él), single (solo el archivo), dataset (auto dentro de una carpeta de conjunto de datos; predeterminado)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="56"/>
        <source>Loading cancelled</source>
        <translation>Carga cancelada</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="123"/>
        <source>Cannot start training</source>
        <translation>No se puede iniciar el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="123"/>
        <source>Check the training settings: the panel lists what is missing.</source>
        <translation>Revise la configuración del entrenamiento: el panel indica lo que falta.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>No model chosen</source>
        <translation>No se ha elegido ningún modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>Select a run in the Runs panel whose model should segment the scan.</source>
        <translation>Seleccione en el panel Ejecuciones la ejecución cuyo modelo debe segmentar la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="214"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="214"/>
        <source>Composite (%1)</source>
        <translation>Compuesto (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="216"/>
        <source>Channel shown in the slice views; the window presets and right-drag adjust the selected channel&apos;s window. Composite: the first three channels in colour.</source>
        <translation>Canal mostrado en las vistas de corte; los ajustes de ventana y el arrastre con el botón derecho ajustan la ventana del canal elegido. Compuesto: los tres primeros canales en color.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="266"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="196"/>
        <source>SegStudio - %1</source>
        <translation>SegStudio - %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="266"/>
        <source>SegStudio</source>
        <translation>SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="267"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="268"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Abrir imagen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="269"/>
        <source>Open &amp;Label Map...</source>
        <translation>Abrir mapa de &amp;etiquetas...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="270"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>Abrir carpeta de conjunto de &amp;datos...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="271"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="272"/>
        <source>&amp;Save Label Map As...</source>
        <translation>&amp;Guardar mapa de etiquetas como...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="273"/>
        <source>&amp;Close Label Maps</source>
        <translation>&amp;Cerrar mapas de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="274"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="275"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="276"/>
        <source>Show &amp;All Views</source>
        <translation>Mostrar &amp;todas las vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="277"/>
        <source>Maximise &amp;Axial View</source>
        <translation>Maximizar vista &amp;axial</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="277"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Maximizar vista &amp;sagital</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="277"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>Maximizar vista &amp;coronal</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="278"/>
        <source>Maximise &amp;3D View</source>
        <translation>Maximizar vista &amp;3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="281"/>
        <source>&amp;Window Presets</source>
        <translation>&amp;Preajustes de ventana</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="286"/>
        <source>3D &amp;Rendering</source>
        <translation>&amp;Renderizado 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>Surfaces only</source>
        <translation>Solo superficies</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>MR volume</source>
        <translation>Volumen RM</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>CT soft tissue volume</source>
        <translation>Volumen TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>CT bone volume</source>
        <translation>Volumen TC hueso</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="290"/>
        <source>&amp;Reset Views</source>
        <translation>R&amp;establecer vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="291"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="292"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="293"/>
        <source>&amp;Training</source>
        <translation>&amp;Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="294"/>
        <source>&amp;Start Training</source>
        <translation>&amp;Iniciar entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="295"/>
        <source>S&amp;top Training</source>
        <translation>&amp;Detener entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="296"/>
        <source>Segment &amp;Current Scan</source>
        <translation>&amp;Segmentar imagen actual</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="297"/>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="300"/>
        <source>&amp;About SegStudio</source>
        <translation>&amp;Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="301"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="302"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="282"/>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="303"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="338"/>
        <source>Training is running</source>
        <translation>Entrenamiento en curso</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="339"/>
        <source>A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later.</source>
        <translation>Hay un entrenamiento en curso. ¿Detenerlo y salir? Su punto de control queda guardado, por lo que podrá continuarse más tarde.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>Value %1</source>
        <translation>Valor %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Values %1</source>
        <translation>Valores %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="386"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</source>
        <translation>Vóxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="64"/>
        <source>%1 voxels, spacing %2 %5, origin %3 %5, %4</source>
        <translation>%1 vóxeles, espaciado %2 %5, origen %3 %5, %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="98"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>Cannot open the label map</source>
        <translation>No se puede abrir el mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="98"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1: primero abra una imagen; el mapa de etiquetas se muestra superpuesto a una imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="115"/>
        <source>Opened dataset %1</source>
        <translation>Conjunto de datos %1 abierto</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="118"/>
        <source>Cannot open the dataset</source>
        <translation>No se puede abrir el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="126"/>
        <source>Open Scan</source>
        <translation>Abrir imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="127"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Imágenes (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="134"/>
        <source>Open Label Map</source>
        <translation>Abrir mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="135"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Mapas de etiquetas (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="142"/>
        <source>Open Dataset Folder</source>
        <translation>Abrir carpeta de conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>Nothing to save</source>
        <translation>Nada que guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>There is no label map to save.</source>
        <translation>No hay ningún mapa de etiquetas que guardar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="155"/>
        <source>Save Label Map</source>
        <translation>Guardar mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="156"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="161"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="163"/>
        <source>Cannot save the label map</source>
        <translation>No se puede guardar el mapa de etiquetas</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowFiles.cpp" line="197"/>
        <source>, %n channel files</source>
        <translation>
            <numerusform>, %n archivo de canal</numerusform>
            <numerusform>, %n archivos de canal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="198"/>
        <source>Opened %1 (%2%3)</source>
        <translation>%1 abierto (%2%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="215"/>
        <source>Label map does not fit the scan</source>
        <translation>El mapa de etiquetas no se ajusta a la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="216"/>
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
        <location filename="../app/gui/MainWindowFiles.cpp" line="221"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>El mapa de etiquetas %1 no se ha añadido: su geometría difiere de la de la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="243"/>
        <source>Cannot open the file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="248"/>
        <source>Loading %1...</source>
        <translation>Cargando %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Abra una imagen (Archivo &gt; Abrir imagen) o una carpeta de conjunto de datos para empezar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="393"/>
        <source>   Label %1: %2</source>
        <translation>   Etiqueta %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="282"/>
        <source>Label map</source>
        <translation>Mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="282"/>
        <source>Scan</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="407"/>
        <source>About SegStudio</source>
        <translation>Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="408"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Un entorno de trabajo para segmentación 3D: imágenes y mapas de etiquetas, entrenamiento de redes U-Net e inferencia por ventana deslizante.&lt;/p&gt;&lt;p&gt;Datos de ejemplo: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::app::TrainingWorkspace</name>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="111"/>
        <source>Cannot plan the training</source>
        <translation>No se puede planificar el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="118"/>
        <source>Planned: patch %1x%2x%3, batch %4, %5 stages</source>
        <translation>Planificado: parche %1x%2x%3, lote %4, %5 niveles</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="133"/>
        <source>Training dashboard</source>
        <translation>Panel de control del entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="134"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="135"/>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="136"/>
        <source>Cancel segmentation</source>
        <translation>Cancelar segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="171"/>
        <source>Planning (preprocessing the dataset if needed)...</source>
        <translation>Planificando (preprocesando el conjunto de datos si es necesario)...</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="248"/>
        <source>%1 (preprocessed)</source>
        <translation>%1 (preprocesado)</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="258"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="217"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="224"/>
        <source>Live preview unavailable: %1</source>
        <translation>Vista previa en directo no disponible: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="272"/>
        <source>Training failed</source>
        <translation>Error en el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="275"/>
        <source>Training %1 after %2 epoch(s); best mean Dice %3</source>
        <translation>Entrenamiento %1 tras %2 época(s); mejor Dice medio %3</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="276"/>
        <source>finished</source>
        <translation>finalizado</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="276"/>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="285"/>
        <source>Nothing to segment</source>
        <translation>Nada que segmentar</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="285"/>
        <source>Open a scan first.</source>
        <translation>Primero abra una imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="295"/>
        <source>Segmenting with %1...</source>
        <translation>Segmentando con %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="304"/>
        <source>Segmentation cancelled</source>
        <translation>Segmentación cancelada</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="308"/>
        <source>Segmentation failed</source>
        <translation>Error en la segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="314"/>
        <source>Segmentation (%1)</source>
        <translation>Segmentación (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/TrainingWorkspace.cpp" line="318"/>
        <source>Segmented in %1 s; save it with File &gt; Save Label Map As</source>
        <translation>Segmentación completada en %1 s; guárdela con Archivo &gt; Guardar mapa de etiquetas como</translation>
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
        <location filename="../widgets/LayersPanel.cpp" line="71"/>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="72"/>
        <source>Outline only</source>
        <translation>Solo contorno</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="73"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Dibujar los bordes de las etiquetas en lugar de regiones rellenas</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="74"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Marque para mostrar u ocultar; haga doble clic en una etiqueta para cambiar su color</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="93"/>
        <source>Scan: %1</source>
        <translation>Imagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="100"/>
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
    <name>segstudio::widgets::RunsPanel</name>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="30"/>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="32"/>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="34"/>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="36"/>
        <source>finished</source>
        <translation>finalizada</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="38"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="81"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="81"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="81"/>
        <source>Best Dice</source>
        <translation>Mejor Dice</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="81"/>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="82"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="83"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>Reanudar la ejecución seleccionada desde su último punto de control</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="84"/>
        <source>Segment current scan</source>
        <translation>Segmentar imagen actual</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="85"/>
        <source>Run the selected run&apos;s model on the scan shown in the views</source>
        <translation>Aplicar el modelo de la ejecución seleccionada a la imagen mostrada en las vistas</translation>
    </message>
    <message>
        <location filename="../widgets/RunsPanel.cpp" line="86"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="120"/>
        <source>Label %1</source>
        <translation>Etiqueta %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/SliceView.cpp" line="53"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="54"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="57"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingDashboard</name>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="143"/>
        <source>Export PNG and CSV...</source>
        <translation>Exportar PNG y CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="145"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="146"/>
        <source>PNG image and CSV data (*.png)</source>
        <translation>Imagen PNG y datos CSV (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="171"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="172"/>
        <source>Validation Dice per class</source>
        <translation>Dice de validación por clase</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="173"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="174"/>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="175"/>
        <source>Step time (ms)</source>
        <translation>Tiempo por paso (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="176"/>
        <source>Memory and processors</source>
        <translation>Memoria y procesadores</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="177"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="178"/>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="179"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="180"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="181"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="182"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="183"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="222"/>
        <source>samples/s</source>
        <translation>muestras/s</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="184"/>
        <location filename="../widgets/TrainingDashboard.cpp" line="223"/>
        <source>Mvoxel/s</source>
        <translation>Mvoxel/s</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="185"/>
        <source>MiB / %</source>
        <translation>MiB / %</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="220"/>
        <source>train (step)</source>
        <translation>entrenamiento (paso)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="221"/>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="224"/>
        <source>data wait</source>
        <translation>espera de datos</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="225"/>
        <source>augment</source>
        <translation>aumento de datos</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="226"/>
        <source>forward</source>
        <translation>propagación hacia delante</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="227"/>
        <source>backward</source>
        <translation>retropropagación</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="228"/>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="230"/>
        <source>device allocated (MiB)</source>
        <translation>dispositivo: asignada (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="231"/>
        <source>device reserved (MiB)</source>
        <translation>dispositivo: reservada (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="232"/>
        <source>device peak (MiB)</source>
        <translation>dispositivo: pico (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="235"/>
        <source>GPU use (%)</source>
        <translation>uso de GPU (%)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="236"/>
        <source>process RAM (MiB)</source>
        <translation>RAM del proceso (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="237"/>
        <source>process CPU (%)</source>
        <translation>CPU del proceso (%)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="242"/>
        <source>train (epoch)</source>
        <translation>entrenamiento (época)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="250"/>
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="253"/>
        <source>class %1</source>
        <translation>clase %1</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="255"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="362"/>
        <source>No training data yet.</source>
        <translation>Todavía no hay datos de entrenamiento.</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="365"/>
        <source>Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5</source>
        <translation>Época %1 de %2   tiempo por época %3   transcurrido %4   tiempo restante %5</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingDashboard.cpp" line="372"/>
        <source>   best mean Dice %1</source>
        <translation>   mejor Dice medio %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingPanel</name>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="33"/>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="34"/>
        <source>Runs folder</source>
        <translation>Carpeta de ejecuciones</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="35"/>
        <source>Fold</source>
        <translation>Pliegue</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="36"/>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="37"/>
        <source>Depth (stages)</source>
        <translation>Profundidad (niveles)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="38"/>
        <source>Width (features)</source>
        <translation>Anchura (características)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="39"/>
        <source>Patch x y z</source>
        <translation>Parche x y z</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="40"/>
        <source>Batch size</source>
        <translation>Tamaño de lote</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="41"/>
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="42"/>
        <source>Time budget (minutes)</source>
        <translation>Límite de tiempo (minutos)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="43"/>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="44"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="45"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="46"/>
        <source>Validate every (epochs)</source>
        <translation>Intervalo de validación (épocas)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="47"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="51"/>
        <source>rotation</source>
        <translation>rotación</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="51"/>
        <source>scaling</source>
        <translation>escalado</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="51"/>
        <source>mirroring</source>
        <translation>reflejo</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="52"/>
        <source>gamma</source>
        <translation>gamma</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="52"/>
        <source>brightness</source>
        <translation>brillo</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="52"/>
        <source>contrast</source>
        <translation>contraste</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="53"/>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="53"/>
        <source>blur</source>
        <translation>desenfoque</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="53"/>
        <source>low resolution</source>
        <translation>baja resolución</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="211"/>
        <source>Dataset or preprocessed cache folder</source>
        <translation>Carpeta del conjunto de datos o de la caché preprocesada</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="287"/>
        <source>Save training configuration</source>
        <translation>Guardar configuración de entrenamiento</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="288"/>
        <location filename="../widgets/TrainingPanel.cpp" line="293"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="293"/>
        <source>Load training configuration</source>
        <translation>Cargar configuración de entrenamiento</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="299"/>
        <source>Cannot load the configuration</source>
        <translation>No se puede cargar la configuración</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="315"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="316"/>
        <source>dataset folder or preprocessed cache</source>
        <translation>carpeta del conjunto de datos o caché preprocesada</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="317"/>
        <source>Auto (planned)</source>
        <translation>Automático (planificado)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="318"/>
        <source>Auto (GPU when available)</source>
        <translation>Automático (GPU si está disponible)</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="319"/>
        <source>Channels-last memory layout</source>
        <translation>Disposición de memoria channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="322"/>
        <source>Show the model&apos;s prediction on a validation case after each validation</source>
        <translation>Mostrar la predicción del modelo en un caso de validación tras cada validación</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="324"/>
        <location filename="../widgets/TrainingPanel.cpp" line="326"/>
        <location filename="../widgets/TrainingPanel.cpp" line="328"/>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="327"/>
        <source>none</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="329"/>
        <source>Quick look</source>
        <translation>Vista rápida</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="330"/>
        <source>Full quality</source>
        <translation>Calidad completa</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="331"/>
        <source>Plan</source>
        <translation>Planificar</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="332"/>
        <source>Fill the automatic values from the dataset&apos;s fingerprint</source>
        <translation>Rellenar los valores automáticos a partir de la huella del conjunto de datos</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="333"/>
        <source>Load...</source>
        <translation>Cargar...</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="334"/>
        <source>Save...</source>
        <translation>Guardar...</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="335"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="336"/>
        <location filename="../widgets/TrainingPanel.cpp" line="406"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="336"/>
        <location filename="../widgets/TrainingPanel.cpp" line="406"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingPanel.cpp" line="337"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingWorker</name>
    <message>
        <location filename="../widgets/TrainingController.cpp" line="43"/>
        <source>Preprocessing %1...</source>
        <translation>Preprocesando %1...</translation>
    </message>
    <message>
        <location filename="../widgets/TrainingController.cpp" line="46"/>
        <source>Preprocessing: %1 of %2 cases</source>
        <translation>Preprocesamiento: %1 de %2 casos</translation>
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
<context>
    <name>segstudio::widgets::VtkRenderWidget</name>
    <message>
        <location filename="../widgets/VtkRenderWidget.cpp" line="101"/>
        <source>OpenGL is not available, so this view cannot be drawn.</source>
        <translation>OpenGL no está disponible, así que esta vista no se puede dibujar.</translation>
    </message>
    <message>
        <location filename="../widgets/VtkRenderWidget.cpp" line="106"/>
        <source>This view needs OpenGL 3.2; the system offers %1.%2.</source>
        <translation>Esta vista necesita OpenGL 3.2; el sistema ofrece %1.%2.</translation>
    </message>
</context>
</TS>
