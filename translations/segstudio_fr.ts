<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../widgets/LanguageManager.cpp" line="41"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="66"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1 : mémoire insuffisante pour ouvrir cette image</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="22"/>
        <source>CT soft tissue</source>
        <translation>CT tissus mous</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="24"/>
        <source>CT bone</source>
        <translation>CT os</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="26"/>
        <source>CT lung</source>
        <translation>CT poumon</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="28"/>
        <source>CT brain</source>
        <translation>CT cerveau</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="30"/>
        <source>MR automatic (1-99 %)</source>
        <translation>IRM automatique (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="31"/>
        <source>Full range</source>
        <translation>Plage complète</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="23"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio, atelier de segmentation</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="26"/>
        <source>Scan to open</source>
        <translation>Image à ouvrir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>Label map to show over the scan</source>
        <translation>Carte d'étiquettes à superposer à l'image</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Dataset folder to browse</source>
        <translation>Dossier de jeu de données à parcourir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Langue de l'interface (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="30"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Enregistrer une capture d'écran après le chargement, puis quitter</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="79"/>
        <source>Loading cancelled</source>
        <translation>Chargement annulé</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Ouvrir une image...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>Open &amp;Label Map...</source>
        <translation>Ouvrir une carte d'é&amp;tiquettes...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="233"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>Ouvrir un &amp;dossier de jeu de données...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="234"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="235"/>
        <source>&amp;Save Label Map As...</source>
        <translation>Enregistrer la carte d'étiquettes &amp;sous...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="236"/>
        <source>&amp;Close Label Maps</source>
        <translation>&amp;Fermer les cartes d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="239"/>
        <source>Show &amp;All Views</source>
        <translation>Afficher &amp;toutes les vues</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Axial View</source>
        <translation>Maximiser la vue &amp;axiale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Maximiser la vue &amp;sagittale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>Maximiser la vue &amp;coronale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="241"/>
        <source>Maximise &amp;3D View</source>
        <translation>Maximiser la vue &amp;3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>&amp;Window Presets</source>
        <translation>Préréglages de &amp;fenêtrage</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="249"/>
        <source>3D &amp;Rendering</source>
        <translation>&amp;Rendu 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>Surfaces only</source>
        <translation>Surfaces uniquement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>MR volume</source>
        <translation>Volume IRM</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT soft tissue volume</source>
        <translation>Volume CT tissus mous</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT bone volume</source>
        <translation>Volume CT os</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Reset Views</source>
        <translation>Réinitialiser les &amp;vues</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="257"/>
        <source>&amp;About SegStudio</source>
        <translation>À &amp;propos de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="258"/>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="259"/>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>Cannot open the label map</source>
        <translation>Impossible d'ouvrir la carte d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1 : ouvrez d'abord une image ; une carte d'étiquettes s'affiche superposée à une image.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="325"/>
        <source>Opened dataset %1</source>
        <translation>Jeu de données %1 ouvert</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="328"/>
        <source>Cannot open the dataset</source>
        <translation>Impossible d'ouvrir le jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>Open Scan</source>
        <translation>Ouvrir une image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Images (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>Open Label Map</source>
        <translation>Ouvrir une carte d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Cartes d'étiquettes (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Open Dataset Folder</source>
        <translation>Ouvrir un dossier de jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Nothing to save</source>
        <translation>Rien à enregistrer</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>There is no label map to save.</source>
        <translation>Il n'y a aucune carte d'étiquettes à enregistrer.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>Save Label Map</source>
        <translation>Enregistrer la carte d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="373"/>
        <source>Cannot save the label map</source>
        <translation>Impossible d'enregistrer la carte d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="393"/>
        <source>Opened %1 (%2)</source>
        <translation>%1 ouvert (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="410"/>
        <source>Label map does not fit the scan</source>
        <translation>La carte d'étiquettes ne correspond pas à l'image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="411"/>
        <source>%1 has a different geometry from the scan:

Scan: %2
Label map: %3

Differences (scan vs label map):%4

Resample the label map onto the scan (nearest neighbour)?</source>
        <translation>La géométrie de %1 diffère de celle de l'image :

Image : %2
Carte d'étiquettes : %3

Différences (image / carte d'étiquettes) :%4

Rééchantillonner la carte d'étiquettes sur la grille de l'image (plus proche voisin) ?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="416"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>La carte d'étiquettes %1 n'a pas été ajoutée : sa géométrie diffère de celle de l'image.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="438"/>
        <source>Cannot open the file</source>
        <translation>Impossible d'ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="443"/>
        <source>Loading %1...</source>
        <translation>Chargement de %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="470"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Ouvrez une image (Fichier &gt; Ouvrir une image) ou un dossier de jeu de données pour commencer.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="477"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Value %7</source>
        <translation>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Valeur %7</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="486"/>
        <source>   Label %1: %2</source>
        <translation>   Étiquette %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Label map</source>
        <translation>Carte d'étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Scan</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="557"/>
        <source>About SegStudio</source>
        <translation>À propos de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="558"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Un atelier de segmentation 3D : images et cartes d'étiquettes, entraînement de réseaux U-Net et inférence par fenêtre glissante.&lt;/p&gt;&lt;p&gt;Données d'exemple : Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="26"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>Aucun jeu de données ouvert. Utilisez Fichier &gt; Ouvrir un dossier de jeu de données.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="29"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1 : %n cas, cliquez dessus pour l'ouvrir</numerusform>
            <numerusform>%1 : %n cas, cliquez sur l'un d'eux pour l'ouvrir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="40"/>
        <source>No label map</source>
        <translation>Aucune carte d'étiquettes</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="70"/>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="71"/>
        <source>Outline only</source>
        <translation>Contour uniquement</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="72"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Dessiner les bordures des étiquettes au lieu de régions remplies</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="73"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Cochez pour afficher ou masquer ; double-cliquez sur une étiquette pour changer sa couleur</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="91"/>
        <source>Scan: %1</source>
        <translation>Image : %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="98"/>
        <source>Labels: %1</source>
        <translation>Étiquettes : %1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Couleur de l'étiquette %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="21"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="34"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="35"/>
        <source>Label opacity for new label maps</source>
        <translation>Opacité des étiquettes pour les nouvelles cartes d'étiquettes</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="77"/>
        <location filename="../widgets/SceneModel.cpp" line="90"/>
        <source>Label %1</source>
        <translation>Étiquette %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/SliceView.cpp" line="57"/>
        <source>Axial</source>
        <translation>Axiale</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="58"/>
        <source>Coronal</source>
        <translation>Coronale</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="61"/>
        <source>Sagittal</source>
        <translation>Sagittale</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="67"/>
        <source>Axial</source>
        <translation>Axiale</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="68"/>
        <source>Sagittal</source>
        <translation>Sagittale</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="69"/>
        <source>Coronal</source>
        <translation>Coronale</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="70"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Show all four views</source>
        <translation>Afficher les quatre vues</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Maximise this view</source>
        <translation>Maximiser cette vue</translation>
    </message>
</context>
</TS>
