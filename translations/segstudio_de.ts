<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../widgets/LanguageManager.cpp" line="41"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="66"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1: nicht genügend Arbeitsspeicher, um diesen Scan zu öffnen</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="22"/>
        <source>CT soft tissue</source>
        <translation>CT-Weichteile</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="24"/>
        <source>CT bone</source>
        <translation>CT-Knochen</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="26"/>
        <source>CT lung</source>
        <translation>CT-Lunge</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="28"/>
        <source>CT brain</source>
        <translation>CT-Gehirn</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="30"/>
        <source>MR automatic (1-99 %)</source>
        <translation>MR automatisch (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="31"/>
        <source>Full range</source>
        <translation>Gesamter Bereich</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="23"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio – Arbeitsumgebung für die Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="26"/>
        <source>Scan to open</source>
        <translation>Zu öffnender Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>Label map to show over the scan</source>
        <translation>Label-Karte, die über dem Scan angezeigt wird</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Dataset folder to browse</source>
        <translation>Zu durchsuchender Datensatz-Ordner</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Sprache der Benutzeroberfläche (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="30"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Nach dem Laden einen Screenshot speichern und dann beenden</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="79"/>
        <source>Loading cancelled</source>
        <translation>Laden abgebrochen</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Scan öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>Open &amp;Label Map...</source>
        <translation>&amp;Label-Karte öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="233"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>&amp;Datensatz-Ordner öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="234"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="235"/>
        <source>&amp;Save Label Map As...</source>
        <translation>Label-Karte speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="236"/>
        <source>&amp;Close Label Maps</source>
        <translation>Label-Karten s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="239"/>
        <source>Show &amp;All Views</source>
        <translation>&amp;Alle Ansichten anzeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Axial View</source>
        <translation>A&amp;xiale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Sa&amp;gittale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>&amp;Koronale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="241"/>
        <source>Maximise &amp;3D View</source>
        <translation>&amp;3D-Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>&amp;Window Presets</source>
        <translation>&amp;Fenster-Voreinstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="249"/>
        <source>3D &amp;Rendering</source>
        <translation>3D-&amp;Rendering</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>Surfaces only</source>
        <translation>Nur Oberflächen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>MR volume</source>
        <translation>MR-Volumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT soft tissue volume</source>
        <translation>CT-Weichteilvolumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT bone volume</source>
        <translation>CT-Knochenvolumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Reset Views</source>
        <translation>Ansichten &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Optionen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="257"/>
        <source>&amp;About SegStudio</source>
        <translation>Über &amp;SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="258"/>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="259"/>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>Cannot open the label map</source>
        <translation>Die Label-Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1: Öffnen Sie zuerst einen Scan; eine Label-Karte wird über einem Scan angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="325"/>
        <source>Opened dataset %1</source>
        <translation>Datensatz %1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="328"/>
        <source>Cannot open the dataset</source>
        <translation>Der Datensatz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>Open Scan</source>
        <translation>Scan öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>Open Label Map</source>
        <translation>Label-Karte öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Label-Karten (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Open Dataset Folder</source>
        <translation>Datensatz-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>There is no label map to save.</source>
        <translation>Es gibt keine Label-Karte zum Speichern.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>Save Label Map</source>
        <translation>Label-Karte speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="373"/>
        <source>Cannot save the label map</source>
        <translation>Die Label-Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="393"/>
        <source>Opened %1 (%2)</source>
        <translation>%1 geöffnet (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="410"/>
        <source>Label map does not fit the scan</source>
        <translation>Label-Karte passt nicht zum Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="411"/>
        <source>%1 has a different geometry from the scan:

Scan: %2
Label map: %3

Differences (scan vs label map):%4

Resample the label map onto the scan (nearest neighbour)?</source>
        <translation>%1 hat eine andere Geometrie als der Scan:

Scan: %2
Label-Karte: %3

Unterschiede (Scan vs. Label-Karte):%4

Label-Karte auf das Gitter des Scans neu abtasten (nächster Nachbar)?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="416"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>Die Label-Karte %1 wurde nicht hinzugefügt: Ihre Geometrie weicht vom Scan ab.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="438"/>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="443"/>
        <source>Loading %1...</source>
        <translation>%1 wird geladen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="470"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Öffnen Sie einen Scan (Datei &gt; Scan öffnen) oder einen Datensatz-Ordner, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="477"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Value %7</source>
        <translation>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Wert %7</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="486"/>
        <source>   Label %1: %2</source>
        <translation>   Label %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Label map</source>
        <translation>Label-Karte</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="557"/>
        <source>About SegStudio</source>
        <translation>Über SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="558"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Eine Arbeitsumgebung für die 3D-Segmentierung: Scans und Label-Karten, U-Net-Training und Sliding-Window-Inferenz.&lt;/p&gt;&lt;p&gt;Beispieldaten: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="26"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>Kein Datensatz geöffnet. Verwenden Sie Datei &gt; Datensatz-Ordner öffnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="29"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1: %n Fall, zum Öffnen anklicken</numerusform>
            <numerusform>%1: %n Fälle, zum Öffnen einen davon anklicken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="40"/>
        <source>No label map</source>
        <translation>Keine Label-Karte</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="70"/>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="71"/>
        <source>Outline only</source>
        <translation>Nur Umriss</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="72"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Label-Grenzen statt gefüllter Bereiche zeichnen</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="73"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Zum Ein- oder Ausblenden anhaken; Doppelklick auf ein Label ändert seine Farbe</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="91"/>
        <source>Scan: %1</source>
        <translation>Scan: %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="98"/>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Farbe von Label %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="21"/>
        <source>Preferences</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="34"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="35"/>
        <source>Label opacity for new label maps</source>
        <translation>Label-Deckkraft für neue Label-Karten</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="77"/>
        <location filename="../widgets/SceneModel.cpp" line="90"/>
        <source>Label %1</source>
        <translation>Label %1</translation>
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
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="61"/>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
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
        <translation>Sagittal</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="69"/>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="70"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Show all four views</source>
        <translation>Alle vier Ansichten anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Maximise this view</source>
        <translation>Diese Ansicht maximieren</translation>
    </message>
</context>
</TS>
