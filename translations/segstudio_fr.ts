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
    <name>PacsNodes</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="77"/>
        <source>PACS node &quot;%1&quot;</source>
        <translation>Nœud PACS « %1 »</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="107"/>
        <source>Every PACS node needs a name.</source>
        <translation>Chaque nœud PACS doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="109"/>
        <source>Two PACS nodes are called &quot;%1&quot;; names must differ.</source>
        <translation>Deux nœuds PACS s’appellent « %1 » ; les noms doivent être différents.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="18"/>
        <source>Run this model&apos;s code?</source>
        <translation>Exécuter le code de ce modèle ?</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="19"/>
        <source>This model runs its own code: %1</source>
        <translation>Ce modèle exécute son propre code : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="23"/>
        <source>SHA-256: %1</source>
        <translation>SHA-256 : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="25"/>
        <source>You did not trust it on %1.</source>
        <translation>Vous ne lui avez pas fait confiance le %1.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="28"/>
        <source>SegStudio runs it in a sandbox where it can only compute (no files, no network). Run it only if you know where it came from. SegStudio remembers your answer for this exact file.</source>
        <translation>SegStudio l’exécute dans un bac à sable où il ne peut que calculer (ni fichiers, ni réseau). Ne l’exécutez que si vous savez d’où il vient. SegStudio retient votre réponse pour ce fichier précis.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="30"/>
        <source>Trust and Run</source>
        <translation>Faire confiance et exécuter</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="32"/>
        <source>Do Not Trust</source>
        <translation>Ne pas faire confiance</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="47"/>
        <source>Cannot use this model</source>
        <translation>Impossible d’utiliser ce modèle</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="98"/>
        <source>ignore (not annotated)</source>
        <translation>ignoré (non annoté)</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="167"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1&#xa0;: mémoire insuffisante pour ouvrir cette image</translation>
    </message>
</context>
<context>
    <name>SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="62"/>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
</context>
<context>
    <name>TrainingField</name>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="40"/>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="41"/>
        <source>The dataset folder (MSD, nnU-Net v2 or images/ + labels/) or its preprocessed cache. Open Dataset Folder fills it.</source>
        <translation>Le dossier du jeu de données (MSD, nnU-Net v2 ou images/ + labels/) ou son cache prétraité. « Ouvrir un dossier de jeu de données » le remplit.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="43"/>
        <source>Runs folder</source>
        <translation>Dossier des exécutions</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="44"/>
        <source>Each run gets a folder here with its checkpoints, metrics and model.</source>
        <translation>Chaque exécution reçoit ici un dossier avec ses points de contrôle, ses métriques et son modèle.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="46"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="47"/>
        <source>3D convolutions, or 2D (slice by slice: faster, less context). One-slice datasets always train 2D.</source>
        <translation>Convolutions 3D, ou 2D (coupe par coupe : plus rapide, moins de contexte). Les jeux d&apos;une seule coupe s&apos;entraînent toujours en 2D.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="49"/>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="50"/>
        <source>auto: AdamW with warm-up and cosine decay for short runs and CPUs; SGD with Nesterov momentum and poly decay for long GPU runs (nnU-Net).</source>
        <translation>auto : AdamW avec montée progressive et décroissance cosinus pour les exécutions courtes et les CPU ; SGD avec moment de Nesterov et décroissance poly pour les longues exécutions GPU (nnU-Net).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="52"/>
        <source>Replay each step as a CUDA graph (GPU)</source>
        <translation>Rejouer chaque pas comme un graphe CUDA (GPU)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="53"/>
        <source>Records forward, backward and the update once and replays them every step: fewer kernel launches, the same results. One GPU, no gradient accumulation.</source>
        <translation>Enregistre une fois la propagation avant, la rétropropagation et la mise à jour, puis les rejoue à chaque pas : moins de lancements de noyaux, les mêmes résultats. Un seul GPU, sans accumulation de gradients.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="56"/>
        <source>Fold</source>
        <translation>Pli</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="57"/>
        <source>Which of the five cross-validation folds validates; the other four train.</source>
        <translation>Lequel des cinq plis de validation croisée valide ; les quatre autres entraînent.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="62"/>
        <source>Device</source>
        <translation>Appareil</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="63"/>
        <source>Where training runs. auto: the first GPU when there is one, else the CPU.</source>
        <translation>Où l&apos;entraînement s&apos;exécute. auto : le premier GPU s&apos;il y en a un, sinon le CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="69"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="70"/>
        <source>Arithmetic of the forward and backward pass. auto: bf16 or fp16 with loss scaling on a GPU; on a CPU bf16 where the processor computes it natively and its losses match fp32 at the start, else fp32.</source>
        <translation>Arithmétique des passes avant et arrière. auto : bf16 ou fp16 avec mise à l&apos;échelle de la perte sur GPU ; sur CPU, bf16 si le processeur le calcule nativement et que ses pertes concordent au départ avec celles de fp32, sinon fp32.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="76"/>
        <source>Planner</source>
        <translation>Planificateur</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="77"/>
        <source>How patch, network and batch are planned. SegStudio&apos;s planner fits the time budget on a CPU; nnU-Net&apos;s residual-encoder presets M, L and XL plan for one GPU of 8, 24 or 40 GB (L is the authors&apos; recommended default). With several GPUs each trains the planned batch.</source>
        <translation>Comment le patch, le réseau et le lot sont planifiés. Le planificateur de SegStudio respecte le budget de temps sur un CPU ; les préréglages à encodeur résiduel M, L et XL de nnU-Net planifient pour un GPU de 8, 24 ou 40 Go (L est le défaut recommandé par les auteurs). Avec plusieurs GPU, chacun entraîne le lot planifié.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="82"/>
        <source>GPU memory target</source>
        <translation>Mémoire GPU visée</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="83"/>
        <source>GPU memory to plan for, in GB, on one GPU: a preset scales its patch and batch to it. 0: the preset&apos;s own; for SegStudio&apos;s planner, the device&apos;s memory.</source>
        <translation>Mémoire GPU, en Go, pour laquelle planifier sur un GPU : un préréglage y adapte son patch et son lot. 0 : celle du préréglage ; pour le planificateur de SegStudio, la mémoire de l&apos;appareil.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="85"/>
        <source>Depth (stages)</source>
        <translation>Profondeur (niveaux)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="86"/>
        <source>Resolution levels of the U-Net. auto: pool each axis while its feature map stays at least 8 voxels.</source>
        <translation>Niveaux de résolution du U-Net. auto : chaque axe est sous-échantillonné tant que sa carte reste d&apos;au moins 8 voxels.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="88"/>
        <source>Width (features)</source>
        <translation>Largeur (caractéristiques)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="89"/>
        <source>Feature maps in the first stage (doubling per stage). auto: 32 on a GPU, 16 on a CPU.</source>
        <translation>Cartes de caractéristiques du premier niveau (doublées à chaque niveau). auto : 32 sur GPU, 16 sur CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="93"/>
        <source>Patch x y z</source>
        <translation>Patch x y z</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="94"/>
        <source>Voxels of one training sample. auto: the median case at the target spacing, shrunk to the memory and time budget.</source>
        <translation>Voxels d&apos;un échantillon d&apos;entraînement. auto : le cas médian à l&apos;espacement cible, réduit au budget de mémoire et de temps.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="96"/>
        <source>Batch size</source>
        <translation>Taille du batch</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="97"/>
        <source>Samples per optimizer step. auto: the largest that fits memory, at most 5 % of the dataset (4 on a CPU).</source>
        <translation>Échantillons par pas d&apos;optimisation. auto : le plus grand qui tient en mémoire, au plus 5 % du jeu (4 sur CPU).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="100"/>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="101"/>
        <source>Peak learning rate. auto: 3e-3 for AdamW, 1e-2 for SGD.</source>
        <translation>Taux d&apos;apprentissage maximal. auto : 3e-3 pour AdamW, 1e-2 pour SGD.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="109"/>
        <source>Epochs</source>
        <translation>Époques</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="110"/>
        <source>Epochs of training. auto: as many as the time budget allows, or 1000 without one.</source>
        <translation>Époques d&apos;entraînement. auto : autant que le budget de temps le permet, ou 1000 sans budget.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="116"/>
        <source>Time budget</source>
        <translation>Budget de temps</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="117"/>
        <source>Wall-clock limit; a final validation and the model follow. auto: %1 minutes on a CPU, chosen from the dataset size and the measured step time; the planned epochs on a GPU.</source>
        <translation>Limite de durée ; une validation finale et le modèle suivent. auto : %1 minutes sur CPU, choisies d&apos;après la taille du jeu et le temps de pas mesuré ; les époques prévues sur GPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="123"/>
        <source>Validate every (epochs)</source>
        <translation>Intervalle de validation (époques)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="124"/>
        <source>How often the validation cases are segmented whole to report Dice. auto: chosen so validation takes a small share of the budget.</source>
        <translation>Fréquence à laquelle les cas de validation sont segmentés en entier pour le Dice. auto : choisie pour que la validation prenne une petite part du budget.</translation>
    </message>
</context>
<context>
    <name>UncertaintyOverlay</name>
    <message>
        <location filename="../widgets/worklist/UncertaintyOverlay.cpp" line="39"/>
        <source>Uncertainty %1-%2</source>
        <translation>Incertitude %1–%2</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="27"/>
        <source>CT soft tissue</source>
        <translation>CT tissus mous</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="29"/>
        <source>CT bone</source>
        <translation>CT os</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="31"/>
        <source>CT lung</source>
        <translation>CT poumon</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="33"/>
        <source>CT brain</source>
        <translation>CT cerveau</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="35"/>
        <source>MR automatic (1-99 %)</source>
        <translation>IRM automatique (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="37"/>
        <source>Microscopy automatic (0-99.5 %)</source>
        <translation>Microscopie automatique (0-99,5 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="39"/>
        <source>Colour (0-255)</source>
        <translation>Couleur (0-255)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="40"/>
        <source>Full range</source>
        <translation>Plage complète</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio, atelier de segmentation</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Scan to open</source>
        <translation>Image à ouvrir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Label map to show over the scan</source>
        <translation>Carte d&apos;étiquettes à superposer à l&apos;image</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Dataset folder to browse</source>
        <translation>Dossier de jeu de données à parcourir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Langue de l&apos;interface (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Enregistrer une capture d&apos;écran après le chargement, puis quitter</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Channel files to open with the scan: auto (every &lt;case&gt;_XXXX file beside it), single (the file alone), dataset (auto inside a dataset folder; the default)</source>
        <translation>Fichiers de canaux à ouvrir avec le scan : auto (chaque fichier &lt;case&gt;_XXXX à côté), single (le fichier seul), dataset (auto dans un dossier de jeu de données ; par défaut)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::AdjudicationWorkspace</name>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="81"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="83"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="85"/>
        <source>Adjudicator</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="135"/>
        <source>Raters</source>
        <translation>Annotateurs</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="136"/>
        <source>Compare raters</source>
        <translation>Comparer les annotateurs</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="137"/>
        <source>Show disagreement</source>
        <translation>Afficher les désaccords</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="138"/>
        <source>Take this version</source>
        <translation>Prendre cette version</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="139"/>
        <source>Save as reference</source>
        <translation>Enregistrer comme référence</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Rater</source>
        <translation>Annotateur</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>HD95 mm</source>
        <translation>HD95 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="171"/>
        <source>Consensus</source>
        <translation>Consensus</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="172"/>
        <source>%1: %n rater(s), %2</source>
        <translation>
            <numerusform>%1 : %n annotateur, %2</numerusform>
            <numerusform>%1 : %n annotateurs, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="174"/>
        <source>Open a case of a dataset whose raters/&lt;name&gt;/labelsTr/ hold two raters&apos; maps or more.</source>
        <translation>Ouvrez un cas d&apos;un jeu de données dont raters/&lt;name&gt;/labelsTr/ contient les cartes d&apos;au moins deux annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="206"/>
        <source>The raters&apos; maps are not open yet.</source>
        <translation>Les cartes des annotateurs ne sont pas encore ouvertes.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="217"/>
        <source>Comparing the raters...</source>
        <translation>Comparaison des annotateurs...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="236"/>
        <source>Not compared: %1</source>
        <translation>Non comparé : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="248"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="349"/>
        <source>consensus (%1)</source>
        <translation>consensus (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="265"/>
        <source>%n label(s) compared; consensus by %1.</source>
        <translation>
            <numerusform>%n label comparé ; consensus par %1.</numerusform>
            <numerusform>%n labels comparés ; consensus par %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="275"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="316"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="322"/>
        <source>Compare the raters first.</source>
        <translation>Comparez d&apos;abord les annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="280"/>
        <source>Finding where the raters disagree about label %1...</source>
        <translation>Recherche des endroits où les annotateurs divergent sur le label %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="296"/>
        <source>disagreement (label %1)</source>
        <translation>désaccord (label %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="297"/>
        <source>raters disagree</source>
        <translation>annotateurs en désaccord</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="298"/>
        <source>The layer &quot;%1&quot; shows the voxels some raters gave the label and others did not.</source>
        <translation>La couche « %1 » montre les voxels auxquels certains annotateurs ont donné le label et d&apos;autres non.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="305"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="343"/>
        <source>adjudicated %1</source>
        <translation>arbitré %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="350"/>
        <source>Label %1 taken from %2 into &quot;%3&quot;; edit it with the Label editor, then save it as the reference.</source>
        <translation>Label %1 pris de %2 dans « %3 » ; modifiez-le avec l&apos;éditeur de labels, puis enregistrez-le comme référence.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="359"/>
        <source>Not saved: the previous save is still being written.</source>
        <translation>Non enregistré : l&apos;enregistrement précédent est encore en cours d&apos;écriture.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="363"/>
        <source>Not saved: take a version of a label first.</source>
        <translation>Non enregistré : prenez d&apos;abord une version d&apos;un label.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="367"/>
        <source>Not saved: these raters&apos; maps come from DICOM SEG files, not from a dataset. Export the adjudicated layer with File &gt; Export Label Map as DICOM SEG.</source>
        <translation>Non enregistré : les cartes de ces annotateurs viennent de fichiers DICOM SEG, pas d&apos;un jeu de données. Exportez la couche arbitrée avec Fichier &gt; Exporter la carte d&apos;étiquettes en DICOM SEG.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="377"/>
        <source>Not saved: name the adjudicator, who decided.</source>
        <translation>Non enregistré : nommez l&apos;arbitre, qui a décidé.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="389"/>
        <source>Saving the reference of %1...</source>
        <translation>Enregistrement de la référence de %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="419"/>
        <source>Saved as the reference: %1 (decision in %2%3).</source>
        <translation>Enregistré comme référence : %1 (décision dans %2%3).</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="423"/>
        <source>; the previous reference kept as %1</source>
        <translation> ; la référence précédente est conservée sous %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="409"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
</context>
<context>
    <name>segstudio::app::DatasetAgreementPanel</name>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="84"/>
        <source>Agreement over the dataset</source>
        <translation>Accord sur tout le jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="85"/>
        <source>Compare raters on every case</source>
        <translation>Comparer les annotateurs sur chaque cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Lowest pairwise Dice</source>
        <translation>Dice par paire le plus bas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="87"/>
        <source>Worst first. Double-click a case to open it with its raters.</source>
        <translation>Les pires d&apos;abord. Double-cliquez sur un cas pour l&apos;ouvrir avec ses annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="98"/>
        <source>Open a dataset whose raters/&lt;name&gt;/labelsTr/ hold the raters&apos; maps.</source>
        <translation>Ouvrez un jeu de données dont raters/&lt;name&gt;/labelsTr/ contient les cartes des annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="113"/>
        <source>Comparing the raters on every case...</source>
        <translation>Comparaison des annotateurs sur chaque cas...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="142"/>
        <source>Not compared: %1</source>
        <translation>Non comparé : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Pairwise Dice</source>
        <translation>Dice par paire</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Lowest</source>
        <translation>Le plus bas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>HD95 mm</source>
        <translation>HD95 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Surface Dice</source>
        <translation>Dice de surface</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="149"/>
        <source>%1 vs consensus</source>
        <translation>%1 contre le consensus</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="173"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n cas évalué</numerusform>
            <numerusform>%n cas évalués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="174"/>
        <source>%n rater(s)</source>
        <translation>
            <numerusform>%n annotateur</numerusform>
            <numerusform>%n annotateurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="175"/>
        <source>consensus by %1; surface Dice at %2 mm.</source>
        <translation>consensus par %1 ; Dice de surface à %2 mm.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="177"/>
        <source>%n case(s) labelled by one rater only, not scored.</source>
        <translation>
            <numerusform>%n cas annoté par un seul annotateur, non évalué.</numerusform>
            <numerusform>%n cas annotés par un seul annotateur, non évalués.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::DicomWorkspace</name>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="77"/>
        <source>Export Label Map as DICOM &amp;SEG...</source>
        <translation>Exporter la carte d&apos;étiquettes en DICOM &amp;SEG...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="78"/>
        <source>Export Label Map as RT S&amp;tructure Set...</source>
        <translation>Exporter la carte d&apos;étiquettes en RT S&amp;tructure Set...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="79"/>
        <source>&amp;Import DICOM SEG or RT Structure Set...</source>
        <translation>&amp;Importer un DICOM SEG ou un RT Structure Set...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="86"/>
        <source>Open the DICOM series first: a DICOM SEG refers to the series it segments.</source>
        <translation>Ouvrez d&apos;abord la série DICOM : un DICOM SEG se rapporte à la série qu&apos;il segmente.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="92"/>
        <source>%1 is not a DICOM series. A DICOM SEG refers to a DICOM series: open the scan&apos;s DICOM folder, then its label map.</source>
        <translation>%1 n&apos;est pas une série DICOM. Un DICOM SEG se rapporte à une série DICOM : ouvrez le dossier DICOM du scan, puis sa carte d&apos;étiquettes.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the DICOM SEG</source>
        <translation>Impossible d&apos;exporter le DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the RT Structure Set</source>
        <translation>Impossible d&apos;exporter le RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="105"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="242"/>
        <source>There is no label map to export.</source>
        <translation>Il n&apos;y a aucune carte d&apos;étiquettes à exporter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="128"/>
        <source>Wrote %1: a DICOM SEG of %n segment(s) on the open series</source>
        <translation>
            <numerusform>%1 écrit : un DICOM SEG de %n segment sur la série ouverte</numerusform>
            <numerusform>%1 écrit : un DICOM SEG de %n segments sur la série ouverte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="133"/>
        <source>Wrote %1: an RT Structure Set of %n ROI(s) on the open series</source>
        <translation>
            <numerusform>%1 écrit : un RT Structure Set de %n ROI sur la série ouverte</numerusform>
            <numerusform>%1 écrit : un RT Structure Set de %n ROI sur la série ouverte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="184"/>
        <source>Cannot import the DICOM file</source>
        <translation>Impossible d&apos;importer le fichier DICOM</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="161"/>
        <source>%1 (layer %2)</source>
        <translation>%1 (calque %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="193"/>
        <source>Imported %1: %n structure(s)</source>
        <translation>
            <numerusform>%1 importé : %n structure</numerusform>
            <numerusform>%1 importé : %n structures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="177"/>
        <source>Imported with a warning</source>
        <translation>Importé avec un avertissement</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="199"/>
        <source>Cannot import the raters&apos; DICOM SEGs</source>
        <translation>Impossible d&apos;importer les DICOM SEG des annotateurs</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="206"/>
        <source>%1 is no DICOM SEG: a rater&apos;s map comes as a SEG.</source>
        <translation>%1 n&apos;est pas un DICOM SEG : la carte d&apos;un annotateur vient sous forme de SEG.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="231"/>
        <source>Imported %n rater(s): %1</source>
        <translation>
            <numerusform>%n annotateur importé : %1</numerusform>
            <numerusform>%n annotateurs importés : %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Automatic (a model&apos;s result)</source>
        <translation>Automatique (résultat d&apos;un modèle)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Semi-automatic (a model&apos;s result, corrected)</source>
        <translation>Semi-automatique (résultat d&apos;un modèle, corrigé)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="246"/>
        <source>Manual (drawn by hand)</source>
        <translation>Manuel (dessiné à la main)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>Export as DICOM</source>
        <translation>Exporter en DICOM</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>How was this label map made?</source>
        <translation>Comment cette carte d&apos;étiquettes a-t-elle été créée ?</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as DICOM SEG</source>
        <translation>Exporter la carte d&apos;étiquettes en DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as RT Structure Set</source>
        <translation>Exporter la carte d&apos;étiquettes en RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="256"/>
        <source>DICOM (*.dcm)</source>
        <translation>DICOM (*.dcm)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="266"/>
        <source>Import DICOM SEG or RT Structure Set</source>
        <translation>Importer un DICOM SEG ou un RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="267"/>
        <source>DICOM (*.dcm);;All files (*)</source>
        <translation>DICOM (*.dcm);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::FigureExport</name>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="59"/>
        <source>Export View As</source>
        <translation>Exporter la vue sous</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="60"/>
        <source>Export All Views As</source>
        <translation>Exporter toutes les vues sous</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="62"/>
        <source>PNG, Screen Resolution...</source>
        <translation>PNG, résolution de l’écran...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="64"/>
        <source>PNG, Double Resolution...</source>
        <translation>PNG, double résolution...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="65"/>
        <source>Copy View</source>
        <translation>Copier la vue</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="66"/>
        <source>Scale Bar</source>
        <translation>Barre d’échelle</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export All Views</source>
        <translation>Exporter toutes les vues</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export View</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="81"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="93"/>
        <source>Cannot export the view</source>
        <translation>Impossible d’exporter la vue</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>the view has not been drawn yet</source>
        <translation>la vue n’a pas encore été dessinée</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="99"/>
        <source>Exported %1 (%2 x %3 pixels)</source>
        <translation>%1 exporté (%2 x %3 pixels)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="107"/>
        <source>Copied the view (%1 x %2 pixels)</source>
        <translation>Vue copiée (%1 x %2 pixels)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::LabelEditWorkspace</name>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="61"/>
        <source>New label map</source>
        <translation>Nouvelle carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>No scan</source>
        <translation>Aucun examen</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>Open a scan first: a new label map takes the scan&apos;s grid.</source>
        <translation>Ouvrez d&apos;abord un examen : une nouvelle carte d&apos;étiquettes prend sa grille.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="97"/>
        <source>Label %1: %2 mL</source>
        <translation>Étiquette %1 : %2 mL</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="102"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="103"/>
        <source>&amp;Undo Edit</source>
        <translation>&amp;Annuler la modification</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="104"/>
        <source>&amp;Redo Edit</source>
        <translation>&amp;Rétablir la modification</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="105"/>
        <source>&amp;New Label Map</source>
        <translation>&amp;Nouvelle carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="106"/>
        <source>Save Correction to &amp;Dataset</source>
        <translation>Enregistrer la correction dans le jeu de &amp;données</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="107"/>
        <source>The edited label map becomes this scan&apos;s training label in the dataset</source>
        <translation>La carte d&apos;étiquettes modifiée devient l&apos;étiquette d&apos;entraînement de cet examen dans le jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="108"/>
        <source>Edit labels</source>
        <translation>Modifier les étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Nothing to save</source>
        <translation>Rien à enregistrer</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Open a scan and the label map to accept, or draw one (Edit &gt; New Label Map).</source>
        <translation>Ouvrez un examen et la carte d&apos;étiquettes à accepter, ou dessinez-en une (Édition &gt; Nouvelle carte d&apos;étiquettes).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>No dataset</source>
        <translation>Aucun jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>Open the dataset the correction belongs to (File &gt; Open Dataset Folder).</source>
        <translation>Ouvrez le jeu de données auquel appartient la correction (Fichier &gt; Ouvrir un dossier de jeu de données).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="155"/>
        <source>Save correction to dataset</source>
        <translation>Enregistrer la correction dans le jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="156"/>
        <source>Make &quot;%1&quot; the training label of %2 in the dataset %3?

A previous label of this case is kept in %4.</source>
        <translation>Faire de « %1 » l&apos;étiquette d&apos;entraînement de %2 dans le jeu de données %3 ?

Une étiquette précédente de ce cas est conservée dans %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 added to the dataset.</source>
        <translation>Cas %1 ajouté au jeu de données.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 updated in the dataset.</source>
        <translation>Cas %1 mis à jour dans le jeu de données.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="175"/>
        <source>Previous label kept as %1</source>
        <translation>Étiquette précédente conservée sous %1</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="180"/>
        <source>Cannot save the correction</source>
        <translation>Impossible d&apos;enregistrer la correction</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="346"/>
        <source>Export S&amp;urfaces...</source>
        <translation>Exporter les s&amp;urfaces...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="57"/>
        <source>Open or make a label map first.</source>
        <translation>Ouvrez ou créez d&apos;abord une carte de labels.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="76"/>
        <source>Cannot make a folder in %1 for the copy of &quot;%2&quot; the export reads: %3. Set SEGSTUDIO_CACHE_DIR to a folder you can write, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>Impossible de créer un dossier dans %1 pour la copie de « %2 » que lit l&apos;export : %3. Faites pointer SEGSTUDIO_CACHE_DIR vers un dossier accessible en écriture, ou enregistrez le calque et lancez segstudio-cli mesh sur le fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="84"/>
        <source>&quot;%1&quot; is held block by block at full resolution, and its copy for the export needs %2 MB in %3, which has %4 MB free. Set SEGSTUDIO_CACHE_DIR to a larger disk, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>« %1 » est conservé bloc par bloc en pleine résolution, et sa copie pour l&apos;export demande %2 Mo dans %3, qui a %4 Mo libres. Faites pointer SEGSTUDIO_CACHE_DIR vers un disque plus grand, ou enregistrez le calque et lancez segstudio-cli mesh sur le fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="104"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="115"/>
        <source>No surfaces to export</source>
        <translation>Aucune surface à exporter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="143"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>No scan to mask</source>
        <translation>Aucun scan à masquer</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <source>Open a scan and a label map on it first.</source>
        <translation>Ouvrez d&apos;abord un scan et une carte de labels sur celui-ci.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <source>%1 is larger than memory and shown from its overview; run segstudio-cli edit --operation mask on the file.</source>
        <translation>%1 dépasse la mémoire et s&apos;affiche depuis sa vue d&apos;ensemble ; lancez segstudio-cli edit --operation mask sur le fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>&quot;%1&quot; is held block by block at full resolution; save it, then run segstudio-cli edit --operation mask on the file.</source>
        <translation>« %1 » est conservé bloc par bloc en pleine résolution ; enregistrez-le, puis lancez segstudio-cli edit --operation mask sur le fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="327"/>
        <source>Opened %1 with a warning: %2</source>
        <translation>%1 ouvert avec un avertissement : %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="80"/>
        <source>Loading cancelled</source>
        <translation>Chargement annulé</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Cannot start training</source>
        <translation>Impossible de démarrer l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Check the training settings: the panel lists what is missing.</source>
        <translation>Vérifiez les paramètres d&apos;entraînement&#xa0;: le panneau indique ce qui manque.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>No model chosen</source>
        <translation>Aucun modèle choisi</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Select in the Runs panel the run whose model should learn from the corrections.</source>
        <translation>Sélectionnez dans le panneau Exécutions l&apos;exécution dont le modèle doit apprendre des corrections.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Select a run in the Runs panel whose model should segment the scan.</source>
        <translation>Sélectionnez dans le panneau Exécutions l&apos;exécution dont le modèle doit segmenter l&apos;image.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="190"/>
        <source>Segment with Model Folder</source>
        <translation>Segmenter avec un dossier de modèle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Composite (%1)</source>
        <translation>Composite (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>Channel shown in the slice views; the window presets and right-drag adjust the selected channel&apos;s window. Composite: the first three channels in colour.</source>
        <translation>Canal affiché dans les vues en coupe ; les préréglages de fenêtre et le glisser avec le bouton droit ajustent la fenêtre du canal choisi. Composite : les trois premiers canaux en couleur.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="324"/>
        <source>SegStudio - %1</source>
        <translation>SegStudio - %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <source>SegStudio</source>
        <translation>SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="338"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="339"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Ouvrir une image...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="340"/>
        <source>Open Scan &amp;Folder (DICOM Series, OME-Zarr, Slices)...</source>
        <translation>Ouvrir un &amp;dossier d&apos;examen (série DICOM, OME-Zarr, coupes)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="341"/>
        <source>Open &amp;Label Map...</source>
        <translation>Ouvrir une carte d&apos;é&amp;tiquettes...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="342"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>Ouvrir un &amp;dossier de jeu de données...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="343"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>&amp;Save Label Map As...</source>
        <translation>Enregistrer la carte d&apos;étiquettes &amp;sous...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>&amp;Close Label Maps</source>
        <translation>&amp;Fermer les cartes d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="347"/>
        <source>Save Scan &amp;Masked by Label...</source>
        <translation>Enregistrer le scan &amp;masqué par un label...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="348"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="349"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="350"/>
        <source>Show &amp;All Views</source>
        <translation>Afficher &amp;toutes les vues</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Axial View</source>
        <translation>Maximiser la vue &amp;axiale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Maximiser la vue &amp;sagittale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>Maximiser la vue &amp;coronale</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Maximise &amp;3D View</source>
        <translation>Maximiser la vue &amp;3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>&amp;Window Presets</source>
        <translation>Préréglages de &amp;fenêtrage</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360"/>
        <source>3D &amp;Rendering</source>
        <translation>&amp;Rendu 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Surfaces only</source>
        <translation>Surfaces uniquement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>MR volume</source>
        <translation>Volume IRM</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT soft tissue volume</source>
        <translation>Volume CT tissus mous</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT bone volume</source>
        <translation>Volume CT os</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="364"/>
        <source>&amp;Reset Views</source>
        <translation>Réinitialiser les &amp;vues</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="367"/>
        <source>&amp;Training</source>
        <translation>E&amp;ntraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="368"/>
        <source>&amp;Start Training</source>
        <translation>&amp;Démarrer l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>S&amp;top Training</source>
        <translation>&amp;Arrêter l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>Segment &amp;Current Scan</source>
        <translation>&amp;Segmenter l&apos;image actuelle</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Segment with &amp;Model Folder...</source>
        <translation>Segmenter avec un dossier de &amp;modèle...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="372"/>
        <source>Segment the open scan with a model from a folder: a SegStudio run or package, a TorchScript model with its sidecar (model.pt + model.sidecar.json), or an nnU-Net v2 results folder (plans.json, dataset.json, fold_N)</source>
        <translation>Segmenter le scan ouvert avec un modèle pris dans un dossier : une exécution ou un paquet SegStudio, un modèle TorchScript avec son fichier compagnon (model.pt + model.sidecar.json) ou un dossier de résultats nnU-Net v2 (plans.json, dataset.json, fold_N)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="375"/>
        <source>&amp;Retrain with Corrections</source>
        <translation>&amp;Réentraîner avec les corrections</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>Fine-tune the selected run&apos;s model on the dataset with its corrections, then check it is not worse</source>
        <translation>Affiner le modèle de l&apos;exécution sélectionnée sur le jeu de données corrigé, puis vérifier qu&apos;il n&apos;est pas moins bon</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Views</source>
        <translation>Vues</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="380"/>
        <source>&amp;About SegStudio</source>
        <translation>À &amp;propos de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="381"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Premiers pas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="382"/>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="452"/>
        <source>Training is running</source>
        <translation>Entraînement en cours</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="453"/>
        <source>A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later.</source>
        <translation>Un entraînement est en cours. L&apos;arrêter et quitter&#xa0;? Son point de contrôle est enregistré&#xa0;: il pourra être repris plus tard.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="498"/>
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="503"/>
        <source>Values %1</source>
        <translation>Valeurs %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="506"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</source>
        <translation>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="521"/>
        <source>   (overview voxel: the mean of about %1 voxels)</source>
        <translation>   (voxel de la vue d&apos;ensemble : moyenne d&apos;environ %1 voxels)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="536"/>
        <source>PACS Nodes</source>
        <translation>Nœuds PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="84"/>
        <source>%1 voxels, spacing %2 %5, origin %3 %5, %4</source>
        <translation>%1 voxels, espacement %2 %5, origine %3 %5, %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="368"/>
        <source>Cannot open the label map</source>
        <translation>Impossible d&apos;ouvrir la carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1&#xa0;: ouvrez d&apos;abord une image&#xa0;; une carte d&apos;étiquettes s&apos;affiche superposée à une image.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="140"/>
        <source>Opened dataset %1</source>
        <translation>Jeu de données %1 ouvert</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="143"/>
        <source>Cannot open the dataset</source>
        <translation>Impossible d&apos;ouvrir le jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>Open Scan</source>
        <translation>Ouvrir une image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="152"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Images (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="160"/>
        <source>Open Scan Folder</source>
        <translation>Ouvrir un dossier d&apos;examen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="167"/>
        <source>Open Label Map</source>
        <translation>Ouvrir une carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="168"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Cartes d&apos;étiquettes (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="175"/>
        <source>Open Dataset Folder</source>
        <translation>Ouvrir un dossier de jeu de données</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>Nothing to save</source>
        <translation>Rien à enregistrer</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <source>There is no label map to save.</source>
        <translation>Il n&apos;y a aucune carte d&apos;étiquettes à enregistrer.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <source>%1 was read for the scan open before; open it again.</source>
        <translation>%1 a été lu pour le scan ouvert auparavant ; ouvrez-le à nouveau.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="392"/>
        <source>%1 holds the scan&apos;s voxels in another axis order or direction (%2 against the scan&apos;s %3): placed on the scan&apos;s grid voxel for voxel.</source>
        <translation>%1 contient les voxels de l’examen dans un autre ordre ou sens des axes (%2 au lieu de %3 pour l’examen) : placée sur la grille de l’examen voxel par voxel.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="458"/>
        <source>Building a multiresolution pyramid of %1 (once; it is larger than the memory share)...</source>
        <translation>Construction d&apos;une pyramide multirésolution de %1 (une seule fois ; il dépasse la part de mémoire)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="542"/>
        <source>Unsaved label maps</source>
        <translation>Cartes d&apos;étiquettes non enregistrées</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="543"/>
        <source>These label maps have edits that are not saved:
%1

Save them first?</source>
        <translation>Ces cartes d&apos;étiquettes ont des modifications non enregistrées :
%1

Les enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="203"/>
        <source>Save Label Map</source>
        <translation>Enregistrer la carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="228"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="231"/>
        <source>Cannot save the label map</source>
        <translation>Impossible d&apos;enregistrer la carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="82"/>
        <source>%1 pixels, spacing %2 %4, origin %3 %4</source>
        <translation>%1 pixels, espacement %2 %4, origine %3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>&quot;%1&quot; is a view of the data, not a label map.</source>
        <translation>« %1 » est une vue des données, pas une carte d’étiquettes.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <source>%1 is the open scan; a label map never replaces it. Choose another file.</source>
        <translation>%1 est l&apos;examen ouvert ; une carte d&apos;étiquettes ne le remplace jamais. Choisissez un autre fichier.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="239"/>
        <source>Saving %1 at full resolution...</source>
        <translation>Enregistrement de %1 en pleine résolution...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowFiles.cpp" line="325"/>
        <source>, %n channel files</source>
        <translation>
            <numerusform>, %n fichier de canal</numerusform>
            <numerusform>, %n fichiers de canal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="332"/>
        <source>Opened %1 (%2) as a multiresolution pyramid (levels: %3): it is larger than the memory share (Preferences), so slices load at full resolution as you scroll and zoom. Label maps made on it, or opened on its grid, are painted and saved at full resolution; the 3D view shows them on the overview&apos;s grid (%4)</source>
        <translation>%1 (%2) ouvert en pyramide de résolutions (niveaux : %3) : il dépasse la part de mémoire (Préférences), les coupes se chargent donc en pleine résolution au défilement et au zoom. Les cartes d&apos;étiquettes créées dessus, ou ouvertes sur sa grille, sont peintes et enregistrées en pleine résolution ; la vue 3D les montre sur la grille de l&apos;aperçu (%4)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="343"/>
        <source>Opened %1 (%2%3)</source>
        <translation>%1 ouvert (%2%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="376"/>
        <source>Label map does not fit the scan</source>
        <translation>La carte d&apos;étiquettes ne correspond pas à l&apos;image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="377"/>
        <source>%1 has a different geometry from the scan:

Scan: %2
Label map: %3

Differences (scan vs label map):%4

Resample the label map onto the scan (nearest neighbour)?</source>
        <translation>La géométrie de %1 diffère de celle de l&apos;image&#xa0;:

Image&#xa0;: %2
Carte d&apos;étiquettes&#xa0;: %3

Différences (image / carte d&apos;étiquettes)&#xa0;:%4

Rééchantillonner la carte d&apos;étiquettes sur la grille de l&apos;image (plus proche voisin)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="382"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>La carte d&apos;étiquettes %1 n&apos;a pas été ajoutée&#xa0;: sa géométrie diffère de celle de l&apos;image.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="444"/>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="449"/>
        <source>Loading %1...</source>
        <translation>Chargement de %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="488"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Ouvrez une image (Fichier &gt; Ouvrir une image) ou un dossier de jeu de données pour commencer.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="507"/>
        <source>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</source>
        <translation>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="515"/>
        <source>   Label %1: %2</source>
        <translation>   Étiquette %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Label map</source>
        <translation>Carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Scan</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="555"/>
        <source>About SegStudio</source>
        <translation>À propos de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="556"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Un atelier de segmentation 3D&#xa0;: images et cartes d&apos;étiquettes, entraînement de réseaux U-Net et inférence par fenêtre glissante.&lt;/p&gt;&lt;p&gt;Données d&apos;exemple&#xa0;: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MaskScanDialog</name>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="28"/>
        <source>Save Scan Masked by Label</source>
        <translation>Enregistrer le scan masqué par un label</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="35"/>
        <source>Label:</source>
        <translation>Label :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="36"/>
        <source>Outside the label (keep the label&apos;s voxels)</source>
        <translation>Hors du label (les voxels du label restent)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="39"/>
        <source>Inside the label (remove the label&apos;s voxels)</source>
        <translation>Dans le label (les voxels du label sont effacés)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="44"/>
        <source>Fill:</source>
        <translation>Remplir :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="50"/>
        <source>Clamped to the scan&apos;s voxel type.</source>
        <translation>Limité au type de voxel du scan.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="51"/>
        <source>Fill value:</source>
        <translation>Valeur de remplissage :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="54"/>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="58"/>
        <source>New scan file:</source>
        <translation>Nouveau fichier de scan :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="59"/>
        <source>The open scan and label map are not changed.</source>
        <translation>Le scan ouvert et la carte de labels ne sont pas modifiés.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="64"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Saved the masked scan: %1</source>
        <translation>Scan masqué enregistré : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="102"/>
        <source>Save Masked Scan</source>
        <translation>Enregistrer le scan masqué</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="103"/>
        <source>Scans (*.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Scans (*.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="113"/>
        <source>Not saved: the label map holds no label.</source>
        <translation>Non enregistré : la carte de labels ne contient aucun label.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="126"/>
        <source>Saving the masked scan...</source>
        <translation>Enregistrement du scan masqué...</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsNodesPage</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="39"/>
        <source>SegStudio finds, retrieves and sends DICOM only to the nodes listed here.</source>
        <translation>SegStudio ne recherche, ne récupère et n’envoie des données DICOM qu’auprès des nœuds listés ici.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Our AE title</source>
        <translation>Notre titre AE</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>C-MOVE port</source>
        <translation>Port C-MOVE</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Address (AE@host:port, or DICOMweb URL)</source>
        <translation>Adresse (AE@hôte:port, ou URL DICOMweb)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="46"/>
        <source>DICOM networking: the PACS&apos;s AE title, host and port, e.g. ORTHANC@pacs.example.org:4242. DICOMweb: the service&apos;s base URL, e.g. https://pacs.example.org/dicom-web (find with QIDO-RS, retrieve with WADO-RS, send with STOW-RS).</source>
        <translation>Réseau DICOM : le titre AE, l&apos;hôte et le port du PACS, p. ex. ORTHANC@pacs.example.org:4242. DICOMweb : l&apos;URL de base du service, p. ex. https://pacs.example.org/dicom-web (recherche avec QIDO-RS, récupération avec WADO-RS, envoi avec STOW-RS).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="50"/>
        <source>Empty: retrieve with C-GET. A port: retrieve with C-MOVE, received on this port of this computer; the PACS must list our AE title with this computer&apos;s address and this port.</source>
        <translation>Vide : récupérer par C-GET. Un port : récupérer par C-MOVE, reçu sur ce port de cet ordinateur ; le PACS doit connaître notre titre AE avec l&apos;adresse de cet ordinateur et ce port.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="65"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="67"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="74"/>
        <source>TLS and credentials of the selected node</source>
        <translation>TLS et identifiants du nœud sélectionné</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>DICOMweb credentials file:</source>
        <translation>Fichier d&apos;identifiants DICOMweb :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="80"/>
        <source>DICOM: empty for no TLS; a PEM file turns TLS on and the node&apos;s certificate must be signed by it. DICOMweb over https: empty for this computer&apos;s certificate authorities.</source>
        <translation>DICOM : vide pour ne pas utiliser TLS ; un fichier PEM active TLS et le certificat du nœud doit être signé par lui. DICOMweb en https : vide pour les autorités de certification de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Trusted certificates (CA):</source>
        <translation>Certificats de confiance (AC) :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Our certificate (if required):</source>
        <translation>Notre certificat (si exigé) :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>Our private key:</source>
        <translation>Notre clé privée :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="82"/>
        <source>Only for nodes that ask for SegStudio&apos;s certificate (PEM).</source>
        <translation>Seulement pour les nœuds qui demandent le certificat de SegStudio (PEM).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="83"/>
        <source>The unencrypted PEM key of our certificate.</source>
        <translation>La clé PEM non chiffrée de notre certificat.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="84"/>
        <source>DICOMweb only: a file whose first line is user:password or Bearer &lt;token&gt;; sent over https only (or to this computer).</source>
        <translation>DICOMweb seulement : un fichier dont la première ligne est utilisateur:mot de passe ou Bearer &lt;jeton&gt; ; envoyé seulement en https (ou à cet ordinateur).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="92"/>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose a PEM file</source>
        <translation>Choisir un fichier PEM</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose the credentials file</source>
        <translation>Choisir le fichier d&apos;identifiants</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>PEM files (*.pem *.crt *.cer *.key);;All files (*)</source>
        <translation>Fichiers PEM (*.pem *.crt *.cer *.key);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsWorkspace</name>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="158"/>
        <source>Checking %1...</source>
        <translation>Vérification de %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="159"/>
        <source>%1 answers.</source>
        <translation>%1 répond.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="184"/>
        <source>PACS</source>
        <translation>PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="185"/>
        <source>Node:</source>
        <translation>Nœud :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="186"/>
        <source>The PACS nodes configured in Preferences. SegStudio sends to the chosen node only.</source>
        <translation>Les nœuds PACS configurés dans les préférences. SegStudio n’envoie qu’au nœud choisi.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="187"/>
        <source>Nodes...</source>
        <translation>Nœuds...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="188"/>
        <source>Add, change or remove PACS nodes (Preferences).</source>
        <translation>Ajouter, modifier ou supprimer des nœuds PACS (préférences).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="189"/>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="190"/>
        <source>Find studies (* and ? match any characters):</source>
        <translation>Rechercher des études (* et ? remplacent n&apos;importe quels caractères) :</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="191"/>
        <source>Patient name</source>
        <translation>Nom du patient</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="192"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient ID</source>
        <translation>ID patient</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="193"/>
        <source>Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD</source>
        <translation>Date de l&apos;étude AAAAMMJJ, ou une plage AAAAMMJJ-AAAAMMJJ</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="194"/>
        <source>Modality (CT, MR, SEG, ...)</source>
        <translation>Modalité (CT, MR, SEG, ...)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="195"/>
        <source>Accession number</source>
        <translation>Numéro d&apos;accès</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="196"/>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient</source>
        <translation>Patient</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Modalities</source>
        <translation>Modalités</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Instances</source>
        <translation>Instances</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Modality</source>
        <translation>Modalité</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="200"/>
        <source>Retrieve and Open</source>
        <translation>Récupérer et ouvrir</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="201"/>
        <source>Retrieve Study and Open</source>
        <translation>Récupérer l&apos;étude et ouvrir</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="202"/>
        <source>Retrieves every series of the study and opens its largest image series; its SEG and RTSTRUCT series then open at once with Retrieve and Open.</source>
        <translation>Récupère toutes les séries de l&apos;étude et ouvre sa plus grande série d&apos;images ; ses séries SEG et RTSTRUCT s&apos;ouvrent ensuite aussitôt avec Récupérer et ouvrir.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="204"/>
        <source>Send Label Map as DICOM SEG</source>
        <translation>Envoyer la carte d&apos;étiquettes en DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="205"/>
        <source>Exports the label map being edited as a DICOM SEG on the open series and sends it to the node.</source>
        <translation>Exporte la carte d&apos;étiquettes en cours d&apos;édition en DICOM SEG sur la série ouverte et l&apos;envoie au nœud.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="206"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="231"/>
        <source>No PACS node is configured: add one in Preferences, PACS Nodes (the Nodes... button).</source>
        <translation>Aucun nœud PACS n’est configuré : ajoutez-en un dans Préférences, Nœuds PACS (le bouton Nœuds...).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="305"/>
        <source>Searching %1...</source>
        <translation>Recherche dans %1...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="318"/>
        <source>%n stud(ies) found.</source>
        <translation>
            <numerusform>%n étude trouvée.</numerusform>
            <numerusform>%n études trouvées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="332"/>
        <source>Listing the series of the study...</source>
        <translation>Liste des séries de l&apos;étude...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="347"/>
        <source>%n series in the study.</source>
        <translation>
            <numerusform>%n série dans l&apos;étude.</numerusform>
            <numerusform>%n séries dans l&apos;étude.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="413"/>
        <source>Choose a study and one of its series first.</source>
        <translation>Choisissez d&apos;abord une étude et l&apos;une de ses séries.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="430"/>
        <source>Opening the copy retrieved earlier: %1</source>
        <translation>Ouverture de la copie récupérée auparavant : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="439"/>
        <source>Retrieving the series...</source>
        <translation>Récupération de la série...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="444"/>
        <source>Retrieved into %1</source>
        <translation>Récupérée dans %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="453"/>
        <source>Choose a study and wait for its series to be listed first.</source>
        <translation>Choisissez d&apos;abord une étude et attendez que ses séries soient listées.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="477"/>
        <source>Retrieving the study&apos;s %n series...</source>
        <translation>
            <numerusform>Récupération de la %n série de l&apos;étude...</numerusform>
            <numerusform>Récupération des %n séries de l&apos;étude...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="490"/>
        <source>Retrieved the study&apos;s %n series; none is an image series to open.</source>
        <translation>
            <numerusform>%n série de l&apos;étude récupérée ; aucune n&apos;est une série d&apos;images à ouvrir.</numerusform>
            <numerusform>%n séries de l&apos;étude récupérées ; aucune n&apos;est une série d&apos;images à ouvrir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="493"/>
        <source>Retrieved the study&apos;s %n series; opening %1.</source>
        <translation>
            <numerusform>%n série de l&apos;étude récupérée ; ouverture de %1.</numerusform>
            <numerusform>%n séries de l&apos;étude récupérées ; ouverture de %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="516"/>
        <source>Sending the DICOM SEG to %1...</source>
        <translation>Envoi du DICOM SEG à %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="527"/>
        <source>Sent the DICOM SEG to %1.</source>
        <translation>DICOM SEG envoyé à %1.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::RaterAssignmentsPanel</name>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="62"/>
        <source>Rater</source>
        <translation>Annotateur</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="123"/>
        <source>Assignments</source>
        <translation>Attributions</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="124"/>
        <source>Only my cases</source>
        <translation>Seulement mes cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="130"/>
        <source>Raters</source>
        <translation>Annotateurs</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Finished by</source>
        <translation>Terminé par</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="126"/>
        <source>Double-click a case to open it with its raters&apos; maps.</source>
        <translation>Double-cliquez sur un cas pour l&apos;ouvrir avec les cartes de ses annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="127"/>
        <source>Save my map and finish the case</source>
        <translation>Enregistrer ma carte et terminer le cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="128"/>
        <source>Saves the Label editor&apos;s map as this rater&apos;s map of the open case (raters/&lt;name&gt;/labelsTr/) and records the case as finished by them.</source>
        <translation>Enregistre la carte de l&apos;éditeur de labels comme carte de cet annotateur pour le cas ouvert (raters/&lt;name&gt;/labelsTr/) et note le cas comme terminé par lui.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="131"/>
        <source>Raters to share the cases: ann, bo, cy</source>
        <translation>Annotateurs qui se partagent les cas : ann, bo, cy</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="132"/>
        <source>Raters per case</source>
        <translation>Annotateurs par cas</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="133"/>
        <source>Assign</source>
        <translation>Attribuer</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="134"/>
        <source>Gives every training case this many raters, each time the one with the fewest cases. Cases already assigned keep their raters.</source>
        <translation>Donne à chaque cas d&apos;entraînement ce nombre d&apos;annotateurs, chaque fois celui qui a le moins de cas. Les cas déjà attribués gardent leurs annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="145"/>
        <source>Open a dataset to assign its cases to raters.</source>
        <translation>Ouvrez un jeu de données pour attribuer ses cas à des annotateurs.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="190"/>
        <source>Reading the assignments...</source>
        <translation>Lecture des attributions...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="207"/>
        <source>Assigning the cases...</source>
        <translation>Attribution des cas...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="210"/>
        <source>Assigned: every training case has %n rater(s) or more.</source>
        <translation>
            <numerusform>Attribué : chaque cas d&apos;entraînement a %n annotateur ou plus.</numerusform>
            <numerusform>Attribué : chaque cas d&apos;entraînement a %n annotateurs ou plus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="222"/>
        <source>Not saved: label the case in the Label editor first; its target layer is what is saved.</source>
        <translation>Non enregistré : annotez d&apos;abord le cas dans l&apos;éditeur de labels ; c&apos;est sa couche cible qui est enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="231"/>
        <source>Not saved: the open scan is not case %1&apos;s; open the case from the Dataset dock or this list.</source>
        <translation>Non enregistré : le scan ouvert n&apos;est pas celui du cas %1 ; ouvrez le cas depuis le panneau Jeu de données ou cette liste.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="237"/>
        <source>Not saved: a full-resolution map of a pyramid scan is saved with File &gt; Save Label Map As.</source>
        <translation>Non enregistré : une carte en pleine résolution d&apos;un scan pyramidal s&apos;enregistre avec Fichier &gt; Enregistrer la carte de labels sous.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="249"/>
        <source>Saving %1&apos;s map of %2...</source>
        <translation>Enregistrement de la carte de %1 pour %2...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="255"/>
        <source>Saved as %1&apos;s map: %2; %3 is finished.</source>
        <translation>Enregistré comme carte de %1 : %2 ; %3 est terminé.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="259"/>
        <source>Their previous map is kept as %1.</source>
        <translation>Sa carte précédente est conservée sous %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="268"/>
        <source>Not done: %1</source>
        <translation>Non fait : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="311"/>
        <source>%1: %2 of %n case(s) finished</source>
        <translation>
            <numerusform>%1 : %2 sur %n cas terminé</numerusform>
            <numerusform>%1 : %2 sur %n cas terminés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="313"/>
        <source>No case is assigned yet: name the raters below and press Assign.</source>
        <translation>Aucun cas attribué : nommez les annotateurs ci-dessous et appuyez sur Attribuer.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::ReviewWorkspace</name>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="82"/>
        <source>No scan for this case</source>
        <translation>Aucun examen pour ce cas</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="83"/>
        <source>No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case&apos;s scan.</source>
        <translation>Aucun examen nommé %1 (ou %1_0000) dans le dossier des examens. Choisissez le dossier qui contient l&apos;examen du cas.</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="106"/>
        <source>Reference (%1)</source>
        <translation>Référence (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="107"/>
        <source>Prediction (%1)</source>
        <translation>Prédiction (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="130"/>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="134"/>
        <source>False positive</source>
        <translation>Faux positif</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="135"/>
        <source>False negative</source>
        <translation>Faux négatif</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="136"/>
        <source>Wrong label</source>
        <translation>Mauvaise étiquette</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="139"/>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="163"/>
        <source>Cannot compare the label maps</source>
        <translation>Impossible de comparer les cartes d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="155"/>
        <source>Prediction and reference agree on every voxel of this class.</source>
        <translation>La prédiction et la référence concordent sur chaque voxel de cette classe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="160"/>
        <source>Largest error: %n voxel(s) on axial slice %1</source>
        <translation>
            <numerusform>Plus grande erreur : %n voxel sur la coupe axiale %1</numerusform>
            <numerusform>Plus grande erreur : %n voxels sur la coupe axiale %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="169"/>
        <source>Review</source>
        <translation>Revue</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="171"/>
        <source>Label Statistics</source>
        <translation>Statistiques des labels</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="173"/>
        <source>Measure</source>
        <translation>Mesurer</translation>
    </message>
</context>
<context>
    <name>segstudio::app::SurfaceExportDialog</name>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="53"/>
        <source>Export Surfaces: %1</source>
        <translation>Exporter les surfaces : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="57"/>
        <source>Labels</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="72"/>
        <source>Surface</source>
        <translation>Surface</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="74"/>
        <source>Smooth (windowed sinc; off keeps the voxel steps)</source>
        <translation>Lisser (sinc fenêtré ; désactivé, les marches des voxels restent)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="83"/>
        <source>Smaller smooths more; 0.1 keeps folds a few voxels wide</source>
        <translation>Plus petit lisse davantage ; 0,1 garde les plis de quelques voxels</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="84"/>
        <source>Pass band:</source>
        <translation>Bande passante :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="89"/>
        <source>Iterations:</source>
        <translation>Itérations :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="96"/>
        <source>Quadric decimation: the share of triangles kept</source>
        <translation>Décimation quadrique : la part de triangles conservés</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="97"/>
        <source>Triangles kept:</source>
        <translation>Triangles conservés :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="98"/>
        <source>Largest connected part only</source>
        <translation>Seulement la plus grande partie connexe</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="103"/>
        <source>LPS (DICOM, ITK, Slicer&apos;s default)</source>
        <translation>LPS (DICOM, ITK, défaut de Slicer)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="104"/>
        <source>RAS (NIfTI world, many 3D printing tools)</source>
        <translation>RAS (monde NIfTI, nombreux outils d&apos;impression 3D)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="105"/>
        <source>Coordinates:</source>
        <translation>Coordonnées :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="109"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="114"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="115"/>
        <source>Every label in one file (PLY and VTP keep each triangle&apos;s label)</source>
        <translation>Toutes les étiquettes dans un fichier (PLY et VTP gardent l&apos;étiquette de chaque triangle)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="121"/>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="124"/>
        <source>Folder or file:</source>
        <translation>Dossier ou fichier :</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Area (mm²)</source>
        <translation>Aire (mm²)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Volume (ml)</source>
        <translation>Volume (ml)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Closed</source>
        <translation>Fermée</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="146"/>
        <source>Preview in 3D View</source>
        <translation>Aperçu dans la vue 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="148"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="160"/>
        <source>No preview: %1</source>
        <translation>Pas d&apos;aperçu : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="164"/>
        <source>The 3D view shows %n surface(s) as they will be exported.</source>
        <translation>
            <numerusform>La vue 3D montre %n surface telle qu&apos;elle sera exportée.</numerusform>
            <numerusform>La vue 3D montre %n surfaces telles qu&apos;elles seront exportées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="166"/>
        <source>The 3D view shows %n surface(s) of the overview; Export makes them from the full resolution map.</source>
        <translation>
            <numerusform>La vue 3D montre %n surface de l&apos;aperçu ; Exporter la construit à partir de la carte en pleine résolution.</numerusform>
            <numerusform>La vue 3D montre %n surfaces de l&apos;aperçu ; Exporter les construit à partir de la carte en pleine résolution.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="207"/>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="256"/>
        <source>Choose at least one label.</source>
        <translation>Choisissez au moins une étiquette.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="212"/>
        <source>Making %n surface(s) for the 3D view...</source>
        <translation>
            <numerusform>Création de %n surface pour la vue 3D...</numerusform>
            <numerusform>Création de %n surfaces pour la vue 3D...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="260"/>
        <source>Choose a folder, or a file for every label in one file.</source>
        <translation>Choisissez un dossier, ou un fichier pour toutes les étiquettes dans un fichier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="269"/>
        <source>Making %n surface(s)...</source>
        <translation>
            <numerusform>Création de %n surface...</numerusform>
            <numerusform>Création de %n surfaces...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="311"/>
        <source>Export Surfaces To File</source>
        <translation>Exporter les surfaces dans un fichier</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="312"/>
        <source>Meshes (*.stl *.obj *.ply *.vtp)</source>
        <translation>Maillages (*.stl *.obj *.ply *.vtp)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="313"/>
        <source>Export Surfaces To Folder</source>
        <translation>Exporter les surfaces dans un dossier</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="331"/>
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="356"/>
        <source>Wrote %n file(s) in %1 s: %2</source>
        <translation>
            <numerusform>%n fichier écrit en %1 s : %2</numerusform>
            <numerusform>%n fichiers écrits en %1 s : %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::TrainingWorkspace</name>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="165"/>
        <source>Cannot plan the training</source>
        <translation>Impossible de planifier l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="179"/>
        <source>Planned: patch %1x%2x%3, batch %4, %5 stages</source>
        <translation>Planifié&#xa0;: patch %1x%2x%3, batch %4, %5 niveaux</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="194"/>
        <source>Training dashboard</source>
        <translation>Tableau de bord de l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="197"/>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="198"/>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="201"/>
        <source>Cancel segmentation</source>
        <translation>Annuler la segmentation</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="239"/>
        <source>Planning (preprocessing the dataset if needed)...</source>
        <translation>Planification (prétraitement du jeu de données si nécessaire)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="315"/>
        <source>%1 (preprocessed)</source>
        <translation>%1 (prétraité)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="155"/>
        <source>Indexing the segmentation for viewing: %1 of %2 slices</source>
        <translation>Indexation de la segmentation pour l&apos;affichage : %1 coupes sur %2</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="157"/>
        <source>Segmenting at full resolution with %1: %2 of %3 slices, about %4 s left</source>
        <translation>Segmentation en pleine résolution avec %1 : %2 coupes sur %3, environ %4 s restantes</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="195"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="196"/>
        <source>Live preview</source>
        <translation>Aperçu en direct</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="199"/>
        <source>Imported models</source>
        <translation>Modèles importés</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="291"/>
        <source>Live preview unavailable: %1</source>
        <translation>Aperçu en direct indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="334"/>
        <source>Training failed</source>
        <translation>Échec de l&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="337"/>
        <source>Training %1 after %2 epoch(s); best mean Dice %3</source>
        <translation>Entraînement %1 après %2 époque(s)&#xa0;; meilleur Dice moyen %3</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Nothing to segment</source>
        <translation>Rien à segmenter</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Open a scan first.</source>
        <translation>Ouvrez d&apos;abord une image.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="351"/>
        <source>Already segmenting</source>
        <translation>Segmentation déjà en cours</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="352"/>
        <source>The scan is being segmented with %1; wait for it, or cancel it in the status bar.</source>
        <translation>Le scan est en cours de segmentation avec %1 ; attendez la fin ou annulez-la dans la barre d&apos;état.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="368"/>
        <source>Segmenting at full resolution with %1, block by block (a stopped run continues where it stopped)...</source>
        <translation>Segmentation en pleine résolution avec %1, bloc par bloc (une exécution arrêtée reprend là où elle s&apos;est arrêtée)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="373"/>
        <source>Segmenting with %1...</source>
        <translation>Segmentation avec %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="387"/>
        <source>Segmentation cancelled</source>
        <translation>Segmentation annulée</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="388"/>
        <source>Segmentation cancelled; its finished blocks are kept, and segmenting this scan with %1 again continues after them</source>
        <translation>Segmentation annulée ; les blocs terminés sont conservés, et segmenter à nouveau ce scan avec %1 reprend après eux</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="394"/>
        <source>Segmentation failed</source>
        <translation>Échec de la segmentation</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="401"/>
        <source>The segmentation of %1 was not added: another scan is open now. It is kept in %2; open that scan and then this label map.</source>
        <translation>La segmentation de %1 n&apos;a pas été ajoutée : un autre scan est ouvert. Elle est conservée dans %2 ; ouvrez ce scan puis cette carte d&apos;étiquettes.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="409"/>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="430"/>
        <source>Segmentation (%1)</source>
        <translation>Segmentation (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="416"/>
        <source>Opened the full-resolution segmentation %1 made earlier from this scan with this model; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>Segmentation en pleine résolution %1, faite auparavant à partir de ce scan avec ce modèle, ouverte ; enregistrez-la avec Fichier &gt; Enregistrer la carte d&apos;étiquettes sous (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="418"/>
        <source>Segmented at full resolution in %1 s%2; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>Segmenté en pleine résolution en %1 s%2 ; enregistrez-la avec Fichier &gt; Enregistrer la carte d&apos;étiquettes sous (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="420"/>
        <source>, continuing at slice %1</source>
        <translation>, reprise à la coupe %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="435"/>
        <source>Segmented with every part of %1 in %2 s (%n structure(s)); save it with File &gt; Save Label Map As</source>
        <translation>
            <numerusform>Segmenté avec chaque partie de %1 en %2 s (%n structure) ; enregistrez-le avec Fichier &gt; Enregistrer la carte de labels sous</numerusform>
            <numerusform>Segmenté avec chaque partie de %1 en %2 s (%n structures) ; enregistrez-le avec Fichier &gt; Enregistrer la carte de labels sous</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="444"/>
        <source>Uncertainty (%1)</source>
        <translation>Incertitude (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="445"/>
        <source>Segmented in %1 s; tick its Uncertainty layer to see where the model is unsure; save it with File &gt; Save Label Map As</source>
        <translation>Segmenté en %1 s ; cochez son calque Incertitude pour voir où le modèle hésite ; enregistrez-le avec Fichier &gt; Enregistrer la carte d’étiquettes sous</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="37"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="46"/>
        <source>Cannot retrain</source>
        <translation>Réentraînement impossible</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <source>A run is in progress; wait for it or stop it first.</source>
        <translation>Une exécution est en cours ; attendez-la ou arrêtez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="38"/>
        <source>Choose the dataset folder that holds the corrections in the Training panel (a folder with dataset.json).</source>
        <translation>Choisissez dans le panneau Entraînement le dossier du jeu de données qui contient les corrections (un dossier avec dataset.json).</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="67"/>
        <source>Fine-tuning %1 on %2...</source>
        <translation>Affinage de %1 sur %2...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="69"/>
        <source>Retraining %1 with the corrections...</source>
        <translation>Réentraînement de %1 avec les corrections...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Retraining failed</source>
        <translation>Le réentraînement a échoué</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Fine-tuning failed</source>
        <translation>Échec de l&apos;ajustement fin</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="87"/>
        <source>Fine-tuning stopped; the imported model stays active.</source>
        <translation>Ajustement fin arrêté ; le modèle importé reste actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="88"/>
        <source>Retraining stopped; the previous model stays active.</source>
        <translation>Réentraînement arrêté ; le modèle précédent reste actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="92"/>
        <source>Comparing the fine-tuned model with the imported one...</source>
        <translation>Comparaison du modèle ajusté avec le modèle importé...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="93"/>
        <source>Comparing the retrained model with the previous one...</source>
        <translation>Comparaison du modèle réentraîné avec le précédent...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <source>Cannot compare the models</source>
        <translation>Impossible de comparer les modèles</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="138"/>
        <source>The previous model stays active.</source>
        <translation>Le modèle précédent reste actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="135"/>
        <source>The fine-tuned model is now active.</source>
        <translation>Le modèle ajusté est maintenant actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="136"/>
        <source>The imported model stays active.</source>
        <translation>Le modèle importé reste actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="137"/>
        <source>The retrained model is now active.</source>
        <translation>Le modèle réentraîné est maintenant actif.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="24"/>
        <source>%1 samples/s, data wait %2 %</source>
        <translation>%1 échantillons/s, attente des données %2 %</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="59"/>
        <source>Applied: %1
Before: %2. After (first %3 steps of this run): %4, %5x.</source>
        <translation>Appliqué : %1
Avant : %2. Après (%3 premiers pas de cette exécution) : %4, %5x.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="82"/>
        <source>Applied: %1
Before: %2. After: measured over the first %3 steps of the next run.</source>
        <translation>Appliqué : %1
Avant : %2. Après : mesuré sur les %3 premiers pas de la prochaine exécution.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::WorklistWorkspace</name>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="81"/>
        <source>Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Cartes d’incertitude (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="90"/>
        <source>Worklist</source>
        <translation>Liste de travail</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="92"/>
        <source>Open &amp;Uncertainty Map...</source>
        <translation>Ouvrir une carte d’&amp;incertitude...</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="111"/>
        <source>Cannot open the uncertainty map</source>
        <translation>Impossible d’ouvrir la carte d’incertitude</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <source>%1: open a scan first; the map is shown over a scan.</source>
        <translation>%1 : ouvrez d’abord un examen ; la carte s’affiche par-dessus un examen.</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="112"/>
        <source>%1 does not lie on the grid of the open scan: %2</source>
        <translation>%1 n’est pas sur la grille de l’examen ouvert : %2</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="113"/>
        <source>different size</source>
        <translation>taille différente</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="118"/>
        <source>Uncertainty (%1)</source>
        <translation>Incertitude (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="143"/>
        <source>Prediction (%1)</source>
        <translation>Prédiction (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="155"/>
        <source>%1: the model is least sure on axial slice %2. Correct the prediction, then Edit &gt; Save Correction to Dataset (Ctrl+Shift+S).</source>
        <translation>%1 : le modèle est le moins sûr sur la coupe axiale %2. Corrigez la prédiction, puis Édition &gt; Enregistrer la correction dans le jeu de données (Ctrl+Maj+S).</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <location filename="../widgets/DatasetBrowser.cpp" line="86"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Spacing</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Ch.</source>
        <translation>Can.</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="65"/>
        <source>Channels</source>
        <translation>Canaux</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="66"/>
        <source>The label values present in the case&apos;s label map</source>
        <translation>Les valeurs de label présentes dans la carte du cas</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="67"/>
        <source>Filter cases</source>
        <translation>Filtrer les cas</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="72"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>Aucun jeu de données ouvert. Utilisez Fichier &gt; Ouvrir un dossier de jeu de données.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="75"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1&#xa0;: %n cas, cliquez dessus pour l&apos;ouvrir</numerusform>
            <numerusform>%1&#xa0;: %n cas, cliquez sur l&apos;un d&apos;eux pour l&apos;ouvrir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="112"/>
        <source>%1 (no label map)</source>
        <translation>%1 (pas de carte de labels)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="159"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/GettingStartedDialog.cpp" line="44"/>
        <source>Getting started</source>
        <translation>Premiers pas</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ImportedModelsPanel</name>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="47"/>
        <source>(%1 cannot be read: %2)</source>
        <translation>(%1 ne peut pas être lu : %2)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="50"/>
        <source>... (the rest is in %1)</source>
        <translation>... (la suite est dans %1)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="103"/>
        <source>Licence and notes</source>
        <translation>Licence et notes</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Labels</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Spacing (mm)</source>
        <translation>Espacement (mm)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="116"/>
        <source>Add Model Folder...</source>
        <translation>Ajouter un dossier de modèle...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="117"/>
        <source>An nnU-Net v2 results folder (or a folder of several, as TotalSegmentator&apos;s), a TorchScript folder, or a SegStudio package</source>
        <translation>Un dossier de résultats nnU-Net v2 (ou un dossier qui en contient plusieurs, comme celui de TotalSegmentator), un dossier TorchScript ou un paquet SegStudio</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="119"/>
        <source>Segment Current Scan</source>
        <translation>Segmenter le volume actuel</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="120"/>
        <source>Fine-tune on the Training Dataset</source>
        <translation>Affiner sur le jeu d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="121"/>
        <source>An nnU-Net model: train on the Training panel&apos;s dataset from its weights, preprocessed as the model does (a new output head when the labels differ), then compare both models</source>
        <translation>Un modèle nnU-Net : entraîner à partir de ses poids sur le jeu du panneau d&apos;entraînement, prétraité comme le fait le modèle (une nouvelle tête de sortie si les étiquettes diffèrent), puis comparer les deux modèles</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="123"/>
        <source>Licence...</source>
        <translation>Licence...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="124"/>
        <source>Remove from List</source>
        <translation>Retirer de la liste</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="125"/>
        <source>Forgets the model here; its folder stays as it is</source>
        <translation>Oublie le modèle ici ; son dossier reste tel quel</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="179"/>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="196"/>
        <source>No imported model yet: Add Model Folder..., or Training &gt; Segment with Model Folder...</source>
        <translation>Aucun modèle importé : Ajouter un dossier de modèle..., ou Entraînement &gt; Segmenter avec un dossier de modèle...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Folder: %1</source>
        <translation>Dossier : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Labels: %1</source>
        <translation>Étiquettes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="211"/>
        <source>Trainer: %1, plans: %2</source>
        <translation>Entraîneur : %1, plans : %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="215"/>
        <source>Runs as: %1</source>
        <translation>S&apos;exécute comme : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="216"/>
        <source>No licence or notes file beside the weights</source>
        <translation>Aucun fichier de licence ou de notes à côté des poids</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="217"/>
        <source>Licence and notes: %1</source>
        <translation>Licence et notes : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="205"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="226"/>
        <source>Add Model Folder</source>
        <translation>Ajouter un dossier de modèle</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="231"/>
        <source>Not a model folder</source>
        <translation>Pas un dossier de modèle</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="257"/>
        <source>Licence of this model</source>
        <translation>Licence de ce modèle</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="258"/>
        <source>These weights come with a licence or notes (%1). Read them before the first use:</source>
        <translation>Ces poids sont accompagnés d&apos;une licence ou de notes (%1). Lisez-les avant la première utilisation :</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="265"/>
        <source>Accept and Use</source>
        <translation>Accepter et utiliser</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::InteractiveAssistController</name>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="41"/>
        <source>%1 segments whole scans and takes no clicks. Choose an interactive model: train one with the configuration &quot;Interactive&quot;.</source>
        <translation>%1 segmente des examens entiers et ne prend pas de clics. Choisissez un modèle interactif : entraînez-en un avec la configuration « Interactif ».</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="86"/>
        <source>No interactive model yet. Choose one (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot; (or segstudio-cli train DATASET --configuration interactive).</source>
        <translation>Pas encore de modèle interactif. Choisissez-en un (Modèle…), ou utilisez Croissance, qui n&apos;en a pas besoin. Pour en entraîner un sur le jeu de données ouvert : Entraînement, configuration « Interactif » (ou segstudio-cli train DATASET --configuration interactive).</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="92"/>
        <source>AI assist segments labels 1 to 255; label %1 is beyond them.</source>
        <translation>L&apos;assistance IA segmente les étiquettes 1 à 255 ; l&apos;étiquette %1 est au-delà.</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="106"/>
        <source>AI assist: preview</source>
        <translation>Assistance IA : aperçu</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditController</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="102"/>
        <source>No label value is left in this label map (its voxels hold at most %1).</source>
        <translation>Aucune valeur d&apos;étiquette n&apos;est libre dans cette carte (ses voxels valent au plus %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="105"/>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="116"/>
        <source>Label %1</source>
        <translation>Étiquette %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="219"/>
        <source>Nothing filled: the clicked voxel&apos;s intensity %1 is outside the window %2 to %3.</source>
        <translation>Rien n&apos;a été rempli : l&apos;intensité %1 du voxel cliqué est hors de la fenêtre %2 à %3.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="221"/>
        <source>Nothing changed: no voxel in reach may be painted under the current rules.</source>
        <translation>Rien n&apos;a changé : aucun voxel atteint ne peut être peint selon les règles actuelles.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="252"/>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="74"/>
        <source>AI assist</source>
        <translation>Assistance IA</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="373"/>
        <source>Nothing to accept yet: paint seeds of a label and of the background first.</source>
        <translation>Rien à accepter pour l&apos;instant : peignez d&apos;abord des germes d&apos;une étiquette et du fond.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="374"/>
        <source>Nothing changed: no grown voxel may be painted under the current rules.</source>
        <translation>Rien n&apos;a changé : les règles actuelles n&apos;autorisent à peindre aucun voxel issu de la croissance.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="380"/>
        <source>Nothing to accept yet: click inside a structure first.</source>
        <translation>Rien à accepter pour l&apos;instant : cliquez d&apos;abord dans une structure.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="381"/>
        <source>Nothing changed: no voxel of the object may be painted under the current rules.</source>
        <translation>Rien n&apos;a changé : aucun voxel de l&apos;objet ne peut être peint selon les règles actuelles.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="407"/>
        <source>Interpolation between slices</source>
        <translation>Interpolation entre coupes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="415"/>
        <source>Nothing to fill: label %1 needs two slices with empty slices between them.</source>
        <translation>Rien à remplir : l&apos;étiquette %1 doit figurer sur deux coupes séparées par des coupes vides.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Deleting an object</source>
        <translation>Supprimer un objet</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Merging objects</source>
        <translation>Fusionner des objets</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="433"/>
        <source>Nothing changed: label %1 is absent or locked.</source>
        <translation>Rien n’a changé : le label %1 est absent ou verrouillé.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="451"/>
        <source>Split: click inside the object to split; this voxel is background.</source>
        <translation>Diviser : cliquez dans l’objet à diviser ; ce voxel est du fond.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="455"/>
        <source>Split label %1: now click inside the part that should become a new object.</source>
        <translation>Diviser le label %1 : cliquez maintenant dans la partie qui doit devenir un nouvel objet.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="462"/>
        <source>Split: click a second point, away from the first.</source>
        <translation>Diviser : cliquez un second point, à distance du premier.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="463"/>
        <source>Split: the second click must lie inside the same object (label %1).</source>
        <translation>Diviser : le second clic doit être dans le même objet (label %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="470"/>
        <source>Nothing changed: label %1 is locked.</source>
        <translation>Rien n’a changé : le label %1 est verrouillé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="472"/>
        <source>Label %1 split: %n voxel(s) are now label %2.</source>
        <translation>
            <numerusform>Label %1 divisé : %n voxel est maintenant le label %2.</numerusform>
            <numerusform>Label %1 divisé : %n voxels sont maintenant le label %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="46"/>
        <source>%1 needs a label map held whole. This scan is open as a multiresolution pyramid and its label map is held at full resolution, where the brush, the eraser and the polygon work.</source>
        <translation>%1 a besoin d&apos;une carte d&apos;étiquettes chargée entière. Ce scan est ouvert en pyramide de résolutions et sa carte d&apos;étiquettes est tenue en pleine résolution, où le pinceau, la gomme et le polygone fonctionnent.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="65"/>
        <source>Flood fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="68"/>
        <source>Threshold paint</source>
        <translation>Peinture par seuil</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="71"/>
        <source>Grow from seeds</source>
        <translation>Croissance à partir de germes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="77"/>
        <source>Split</source>
        <translation>Diviser</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="9"/>
        <source>A segment operation</source>
        <translation>Une opération sur un segment</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="13"/>
        <source>Open or create a label map to edit first.</source>
        <translation>Ouvrez ou créez d&apos;abord une carte d&apos;étiquettes à modifier.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="21"/>
        <source>Nothing changed: label %1 is absent, or the operation leaves it as it is.</source>
        <translation>Rien n&apos;a changé : l&apos;étiquette %1 est absente, ou l&apos;opération la laisse telle quelle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="23"/>
        <source>Label %1: %n island(s) split off as new labels.</source>
        <translation>
            <numerusform>Étiquette %1 : %n îlot séparé en nouvelle étiquette.</numerusform>
            <numerusform>Étiquette %1 : %n îlots séparés en nouvelles étiquettes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="26"/>
        <source>Label %1: %2 voxel(s) added, %3 removed.</source>
        <translation>Étiquette %1 : %2 voxel(s) ajouté(s), %3 retiré(s).</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditorPanel</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="214"/>
        <source>New label map</source>
        <translation>Nouvelle carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="270"/>
        <source>Label map</source>
        <translation>Carte d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="271"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="272"/>
        <source>A new empty label map on the open scan</source>
        <translation>Une nouvelle carte d&apos;étiquettes vide sur l&apos;examen ouvert</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Navigate</source>
        <translation>Naviguer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Polygon</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Flood fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Grow</source>
        <translation>Croissance</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="315"/>
        <source>AI assist</source>
        <translation>Assistance IA</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="275"/>
        <source>Split</source>
        <translation>Diviser</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="277"/>
        <source>The left button moves the cursor (no editing)</source>
        <translation>Le bouton gauche déplace le curseur (pas de modification)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="278"/>
        <source>Paint the active label; [ and ] change the size</source>
        <translation>Peindre l&apos;étiquette active ; [ et ] changent la taille</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="279"/>
        <source>Erase the active label (other labels stay)</source>
        <translation>Effacer l&apos;étiquette active (les autres restent)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="280"/>
        <source>Click the corners on a slice; double-click or Enter fills, Escape cancels</source>
        <translation>Cliquez les sommets sur une coupe ; double-clic ou Entrée remplit, Échap annule</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="281"/>
        <source>Click a voxel: its connected region within the intensity window gets the label</source>
        <translation>Cliquez un voxel : sa région connexe dans la fenêtre d&apos;intensité reçoit l&apos;étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="282"/>
        <source>Click a slice: every voxel within the intensity window gets the label</source>
        <translation>Cliquez une coupe : chaque voxel dans la fenêtre d&apos;intensité reçoit l&apos;étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="283"/>
        <source>Grow from seeds: paint a few strokes inside each structure and around it (Background seeds); the whole structure grows in 3D. Enter accepts, Escape resets</source>
        <translation>Croissance à partir de germes : peignez quelques traits dans chaque structure et autour (germes de fond) ; toute la structure croît en 3D. Entrée accepte, Échap réinitialise</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="285"/>
        <source>AI assist: click inside a structure (right button or Shift: outside it), or drag a box, a scribble or a lasso; an interactive model segments it in 3D. Enter accepts, Escape resets</source>
        <translation>Assistance IA : cliquez dans une structure (bouton droit ou Maj : en dehors) ou tracez un cadre, un trait ou un lasso ; un modèle interactif la segmente en 3D. Entrée accepte, Échap réinitialise</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="287"/>
        <source>Split an object in two: click inside the part that keeps its id, then inside the part that becomes a new object; the object is cut where the two clicks are equally far</source>
        <translation>Diviser un objet en deux : cliquez dans la partie qui garde son identifiant, puis dans celle qui devient un nouvel objet ; la coupe passe là où les deux clics sont à égale distance</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="293"/>
        <source>Brush size</source>
        <translation>Taille du pinceau</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="294"/>
        <source>Diameter of the brush in mm, drawn as an outline under the pointer</source>
        <translation>Diamètre du pinceau en mm, dessiné en contour sous le pointeur</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="295"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="296"/>
        <source>A ball across slices instead of a disk in the slice</source>
        <translation>Une boule à travers les coupes au lieu d&apos;un disque dans la coupe</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="297"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="298"/>
        <source>New…</source>
        <translation>Nouvelle…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="299"/>
        <source>Add a label with the next free value, a name and a colour</source>
        <translation>Ajouter une étiquette avec la prochaine valeur libre, un nom et une couleur</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="300"/>
        <source>Paint over</source>
        <translation>Peindre sur</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="301"/>
        <source>Locked</source>
        <translation>Verrouillées</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="302"/>
        <source>Voxels of a ticked label are never changed</source>
        <translation>Les voxels d&apos;une étiquette cochée ne sont jamais modifiés</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="303"/>
        <source>Intensity window (flood fill, threshold)</source>
        <translation>Fenêtre d&apos;intensité (remplissage, seuil)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>This slice</source>
        <translation>Cette coupe</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>Whole volume</source>
        <translation>Volume entier</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="306"/>
        <source>Grow from seeds</source>
        <translation>Croissance à partir de germes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="307"/>
        <source>Background seeds</source>
        <translation>Germes de fond</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="308"/>
        <source>Strokes mark background (what is not any structure) instead of the active label</source>
        <translation>Les traits marquent le fond (ce qui n&apos;est aucune structure) au lieu de l&apos;étiquette active</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="309"/>
        <source>Whole image</source>
        <translation>Image entière</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="310"/>
        <source>Grow over the whole scan instead of a box around the seeds (slower on large scans)</source>
        <translation>Croître sur tout le scan au lieu d&apos;une boîte autour des germes (plus lent sur les grands scans)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="311"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="329"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="312"/>
        <source>Write the grown labels into the label map as one undo step (Enter)</source>
        <translation>Écrire les étiquettes issues de la croissance dans la carte d&apos;étiquettes en une seule étape d&apos;annulation (Entrée)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="313"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="331"/>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="314"/>
        <source>Remove the seeds and the preview (Escape)</source>
        <translation>Retirer les germes et l&apos;aperçu (Échap)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="316"/>
        <source>Model…</source>
        <translation>Modèle…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="317"/>
        <source>An interactive model: a run folder or model package trained with the configuration &quot;Interactive&quot;</source>
        <translation>Un modèle interactif : un dossier d’exécution ou un paquet de modèle entraîné avec la configuration « Interactif »</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="319"/>
        <source>A drag draws</source>
        <translation>Un glissé trace</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Box</source>
        <translation>Cadre</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Scribble</source>
        <translation>Trait</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Lasso</source>
        <translation>Lasso</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="322"/>
        <source>A box around the structure, reaching across slices as far as it is wide</source>
        <translation>Un cadre autour de la structure, qui s&apos;étend sur autant de coupes qu&apos;elle est large</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="323"/>
        <source>A line over the structure (right button or Shift: over what is not it)</source>
        <translation>Une ligne sur la structure (bouton droit ou Maj : sur ce qui n&apos;en fait pas partie)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="324"/>
        <source>An outline around the structure on this slice</source>
        <translation>Un contour autour de la structure sur cette coupe</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="330"/>
        <source>Write the object into the label map as one undo step (Enter)</source>
        <translation>Écrire l&apos;objet dans la carte d&apos;étiquettes en une seule étape d&apos;annulation (Entrée)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="332"/>
        <source>Forget the clicks and the preview (Escape)</source>
        <translation>Oublier les clics et l&apos;aperçu (Échap)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Axial</source>
        <translation>Axiale</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Coronal</source>
        <translation>Coronale</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Sagittal</source>
        <translation>Sagittale</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="335"/>
        <source>Fill between slices</source>
        <translation>Remplir entre les coupes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="336"/>
        <source>Interpolate the active label&apos;s shape across the empty slices between edited ones</source>
        <translation>Interpoler la forme de l&apos;étiquette active sur les coupes vides entre les coupes modifiées</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="337"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="338"/>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>Annuler la dernière modification (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="339"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="340"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="363"/>
        <source>All labels</source>
        <translation>Toutes les étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="364"/>
        <source>Empty voxels only</source>
        <translation>Voxels vides seulement</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="370"/>
        <source>Only %1</source>
        <translation>Seulement %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>Model: %1</source>
        <translation>Modèle : %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>No interactive model</source>
        <translation>Aucun modèle interactif</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="402"/>
        <source>Choose an interactive model (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot;.</source>
        <translation>Choisissez un modèle interactif (Modèle…), ou utilisez Croissance, qui n&apos;en a pas besoin. Pour en entraîner un sur le jeu de données ouvert : Entraînement, configuration « Interactif ».</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="404"/>
        <source>Segmenting…</source>
        <translation>Segmentation…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="405"/>
        <source>Found in %1 ms. Click to correct (right button: not this), then Accept.</source>
        <translation>Trouvé en %1 ms. Cliquez pour corriger (bouton droit : pas ceci), puis Accepter.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="407"/>
        <source>Click inside a structure, or drag over it (a box, a scribble or a lasso).</source>
        <translation>Cliquez dans une structure, ou tracez dessus (cadre, trait ou lasso).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="412"/>
        <source>Interactive model (run folder or model package)</source>
        <translation>Modèle interactif (dossier d&apos;exécution ou paquet de modèle)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="433"/>
        <source>Growing…</source>
        <translation>Croissance en cours…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="434"/>
        <source>Grown in %1 s. Add strokes to correct it, then Accept.</source>
        <translation>Croissance en %1 s. Ajoutez des traits pour la corriger, puis Accepter.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="436"/>
        <source>Paint seeds inside a structure with its label, and background seeds around it.</source>
        <translation>Peignez des germes avec l&apos;étiquette d&apos;une structure à l&apos;intérieur de celle-ci, et des germes de fond autour.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="444"/>
        <source>Label %1: %2 mL</source>
        <translation>Étiquette %1 : %2 mL</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>New label</source>
        <translation>Nouvelle étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>Name of the new label:</source>
        <translation>Nom de la nouvelle étiquette :</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelStatisticsPanel</name>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="110"/>
        <source>Label map</source>
        <translation>Carte de labels</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="111"/>
        <source>Compute</source>
        <translation>Calculer</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="112"/>
        <source>Volume, intensity per channel, bounding box and centroid of every label of the chosen map</source>
        <translation>Volume, intensité par canal, boîte englobante et centroïde de chaque label de la carte choisie</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="113"/>
        <source>Export CSV...</source>
        <translation>Exporter en CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="114"/>
        <source>Delete Selected</source>
        <translation>Supprimer la sélection</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="115"/>
        <source>Set the selected labels to 0 in the label map (undoable)</source>
        <translation>Mettre les labels sélectionnés à 0 dans la carte (annulable)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="116"/>
        <source>Merge Selected</source>
        <translation>Fusionner la sélection</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="117"/>
        <source>Give the selected labels the smallest one&apos;s value, e.g. to join two halves of a cell (undoable)</source>
        <translation>Donner aux labels sélectionnés la valeur du plus petit, par ex. pour joindre deux moitiés d’une cellule (annulable)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="171"/>
        <source>Computing the statistics of %1...</source>
        <translation>Calcul des statistiques de %1...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="192"/>
        <source>Cannot compute label statistics</source>
        <translation>Impossible de calculer les statistiques des labels</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Voxels</source>
        <translation>Voxels</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Area (%1)</source>
        <translation>Aire (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Volume (%1)</source>
        <translation>Volume (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="208"/>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>Mean (%1)</source>
        <translation>Moyenne (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>SD (%1)</source>
        <translation>ÉT (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="211"/>
        <source>Centroid (%1)</source>
        <translation>Centroïde (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="238"/>
        <source>The label map holds no label.</source>
        <translation>La carte ne contient aucun label.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="239"/>
        <source>%n label(s). Double-click a row to go to its centroid.</source>
        <translation>
            <numerusform>%n label. Double-cliquez sur une ligne pour aller à son centroïde.</numerusform>
            <numerusform>%n labels. Double-cliquez sur une ligne pour aller à son centroïde.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="304"/>
        <source>Export Label Statistics</source>
        <translation>Exporter les statistiques des labels</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="305"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="314"/>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="322"/>
        <source>Cannot export label statistics</source>
        <translation>Impossible d’exporter les statistiques des labels</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="314"/>
        <source>%1 is the open scan; choose another file.</source>
        <translation>%1 est le scan ouvert ; choisissez un autre fichier.</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="319"/>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="71"/>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="72"/>
        <source>Outline only</source>
        <translation>Contour uniquement</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="73"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Dessiner les bordures des étiquettes au lieu de régions remplies</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="74"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Cochez pour afficher ou masquer&#xa0;; double-cliquez sur une étiquette pour changer sa couleur</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="93"/>
        <source>Scan: %1</source>
        <translation>Image&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="100"/>
        <source>Labels: %1</source>
        <translation>Étiquettes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Couleur de l&apos;étiquette %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LivePreviewPane</name>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="38"/>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="54"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="76"/>
        <source>Live preview: the model on a validation case appears here after the first validation.</source>
        <translation>Aperçu en direct : le modèle sur un cas de validation s’affiche ici après la première validation.</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="79"/>
        <source>Live preview of %1 (preprocessed): reference outlined, model filled</source>
        <translation>Aperçu en direct de %1 (prétraité) : référence en contour, modèle rempli</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="80"/>
        <source>%1, after epoch %2</source>
        <translation>%1, après l’époque %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementList</name>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="130"/>
        <source>area %1 %2</source>
        <translation>aire %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="132"/>
        <source>, channel %1: mean %2 (SD %3), %4..%5</source>
        <translation>, canal %1 : moyenne %2 (ÉT %3), %4..%5</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="133"/>
        <source>, mean %1 (SD %2), %3..%4</source>
        <translation>, moyenne %1 (ÉT %2), %3..%4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementsPanel</name>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="89"/>
        <source>Navigate</source>
        <translation>Naviguer</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="93"/>
        <source>Drag in a slice view to measure; an angle: drag its first arm to the vertex, then click the end of the second. Esc drops the one being drawn.</source>
        <translation>Faites glisser dans une vue de coupe pour mesurer ; un angle : tracez le premier côté jusqu’au sommet, puis cliquez au bout du second. Échap abandonne la mesure en cours.</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Slice</source>
        <translation>Coupe</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="96"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="97"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="98"/>
        <source>Save the measurements beside the scan; they come back when it is opened again</source>
        <translation>Enregistrer les mesures à côté du scan ; elles reviennent à sa prochaine ouverture</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="106"/>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="107"/>
        <source>Angle</source>
        <translation>Angle</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="108"/>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="111"/>
        <source>Ellipse</source>
        <translation>Ellipse</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="122"/>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="122"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="123"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="151"/>
        <source>Cannot open the saved measurements</source>
        <translation>Impossible d’ouvrir les mesures enregistrées</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="163"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="166"/>
        <source>Cannot save the measurements</source>
        <translation>Impossible d’enregistrer les mesures</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="33"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="45"/>
        <source> % of free memory</source>
        <translation> % de la mémoire libre</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="47"/>
        <source>A scan larger than this opens as a multiresolution pyramid, built once and kept with the caches: the overview shows at once and full-resolution slices load as you scroll.</source>
        <translation>Un examen plus grand s&apos;ouvre en pyramide multirésolution, construite une fois et gardée avec les caches : la vue d&apos;ensemble s&apos;affiche aussitôt et les coupes en pleine résolution se chargent au défilement.</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="56"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="57"/>
        <source>Label opacity for new label maps</source>
        <translation>Opacité des étiquettes pour les nouvelles cartes d&apos;étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="58"/>
        <source>Open as a pyramid above</source>
        <translation>Ouvrir en pyramide au-delà de</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="59"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ProfilePanel</name>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="118"/>
        <source>Export Profile</source>
        <translation>Exporter le profil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="119"/>
        <source>Chrome trace and CSV files (*)</source>
        <translation>Trace Chrome et fichiers CSV (*)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="121"/>
        <source>Could not write the profile files to %1</source>
        <translation>Impossible d&apos;écrire les fichiers du profil dans %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="130"/>
        <source>Steps</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="131"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="132"/>
        <source>Run this many real training steps of the training form&apos;s settings under LibTorch&apos;s profiler and show where the time and memory go</source>
        <translation>Exécuter ce nombre de pas d&apos;entraînement réels avec les réglages du formulaire sous le profileur de LibTorch et montrer où vont le temps et la mémoire</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="134"/>
        <source>Find fastest settings</source>
        <translation>Trouver les réglages les plus rapides</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="135"/>
        <source>Time short trials of real training steps over threads, batch size, precision, channels-last, loader threads and prefetch depth, and put the fastest settings into the Training form (kept per device: a second search reuses the trials)</source>
        <translation>Chronométrer de courts essais de vrais pas d&apos;entraînement sur les threads, la taille de lot, la précision, channels-last, les threads de chargement et la profondeur de préchargement, et mettre les réglages les plus rapides dans le formulaire d&apos;entraînement (gardés par appareil : une deuxième recherche réutilise les essais)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="138"/>
        <source>Stages and operators</source>
        <translation>Étapes et opérateurs</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="139"/>
        <source>Settings trials</source>
        <translation>Essais de réglages</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Trial</source>
        <translation>Essai</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Channels-last</source>
        <translation>Channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Loaders</source>
        <translation>Chargeurs</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Prefetch</source>
        <translation>Préchargement</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Samples/s</source>
        <translation>Échantillons/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Step (ms)</source>
        <translation>Pas (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Data wait (ms)</source>
        <translation>Attente des données (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Peak memory (MiB)</source>
        <translation>Mémoire maximale (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="143"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="144"/>
        <source>Export...</source>
        <translation>Exporter...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="145"/>
        <source>Save a Chrome trace (open it in Perfetto or chrome://tracing) and the tables as CSV</source>
        <translation>Enregistrer un trace Chrome (à ouvrir dans Perfetto ou chrome://tracing) et les tableaux en CSV</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="146"/>
        <source>Time per step by stage</source>
        <translation>Temps par pas et par étape</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="147"/>
        <source>Top operators by self time</source>
        <translation>Opérateurs par temps propre</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Stage</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward (ms)</source>
        <translation>Avant (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward (ms)</source>
        <translation>Arrière (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward peak (MiB)</source>
        <translation>Pic avant (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward peak (MiB)</source>
        <translation>Pic arrière (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Operator</source>
        <translation>Opérateur</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Calls</source>
        <translation>Appels</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Self (ms)</source>
        <translation>Propre (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Total (ms)</source>
        <translation>Total (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Device (ms)</source>
        <translation>Appareil (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Input shapes</source>
        <translation>Formes d&apos;entrée</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="153"/>
        <source>Profile a few training steps to see which stages and operators take the time.
The training form&apos;s settings are used; the dataset is preprocessed first if needed.</source>
        <translation>Profiler quelques pas d&apos;entraînement pour voir quelles étapes et quels opérateurs prennent le temps.
Les réglages du formulaire d&apos;entraînement sont utilisés ; le jeu de données est d&apos;abord prétraité si besoin.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="165"/>
        <source>Choose a dataset in the Training panel first.</source>
        <translation>Choisissez d&apos;abord un jeu de données dans le panneau Entraînement.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="182"/>
        <source>Profiling %1 step(s) (preprocessing the dataset first if needed)...</source>
        <translation>Profilage de %1 pas (le jeu de données est d&apos;abord prétraité si besoin)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="206"/>
        <source>Timing settings on this machine (preprocessing the dataset first if needed)...</source>
        <translation>Chronométrage des réglages sur cette machine (le jeu de données est d&apos;abord prétraité si besoin)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="253"/>
        <source>Search cancelled; the Training form is unchanged.</source>
        <translation>Recherche annulée ; le formulaire d&apos;entraînement est inchangé.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="254"/>
        <source>The search failed: %1</source>
        <translation>La recherche a échoué : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="264"/>
        <source>Profile cancelled.</source>
        <translation>Profil annulé.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="269"/>
        <source>The profile failed: %1</source>
        <translation>Le profil a échoué : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="283"/>
        <source>%1 step(s) on %2, %3, batch %4, patch %5x%6x%7: %8 ms per step (%9 ms without the profiler).
The stages add up to %10 ms, %11 ms of it in autograd&apos;s own backward work.</source>
        <translation>%1 pas sur %2, %3, lot %4, patch %5x%6x%7 : %8 ms par pas (%9 ms sans le profileur).
Les étapes totalisent %10 ms, dont %11 ms dans le travail arrière propre d&apos;autograd.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="342"/>
        <source>rejected: %1</source>
        <translation>rejeté : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="343"/>
        <source>fastest: applied</source>
        <translation>le plus rapide : appliqué</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="360"/>
        <source>Fastest on %1: %2, %3x the samples/s of the defaults (%4 against %5)%6.
Written into the Training form: %7 thread(s), batch %8, %9%10, %11 loader thread(s), prefetch %12.</source>
        <translation>Le plus rapide sur %1 : %2, %3 fois les échantillons/s des réglages par défaut (%4 contre %5)%6.
Écrit dans le formulaire d&apos;entraînement : %7 thread(s), lot %8, %9%10, %11 thread(s) de chargement, préchargement %12.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="367"/>
        <source>, measured earlier on this device</source>
        <translation>, mesuré auparavant sur cet appareil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="371"/>
        <source>, channels-last</source>
        <translation>, channels-last</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RegressionCheckDialog</name>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="31"/>
        <source>Regression check</source>
        <translation>Contrôle de régression</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="35"/>
        <source>%n validation case(s)</source>
        <translation>
            <numerusform>%n cas de validation</numerusform>
            <numerusform>%n cas de validation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="38"/>
        <source>&lt;b&gt;The fine-tuned model is worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3). The imported model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;Le modèle ajusté est moins bon&lt;/b&gt; que le modèle importé sur les mêmes %1 (Dice moyen %2 contre %3). Le modèle importé reste actif sauf choix contraire.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="41"/>
        <source>&lt;b&gt;The fine-tuned model is not worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;Le modèle ajusté n&apos;est pas moins bon&lt;/b&gt; que le modèle importé sur les mêmes %1 (Dice moyen %2 contre %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="44"/>
        <source>&lt;b&gt;The retrained model is worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3). The previous model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;Le modèle réentraîné est moins bon&lt;/b&gt; sur les mêmes %1 (Dice moyen %2 contre %3). Le modèle précédent reste actif sauf si vous en décidez autrement.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="46"/>
        <source>&lt;b&gt;The retrained model is not worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;Le modèle réentraîné n&apos;est pas moins bon&lt;/b&gt; sur les mêmes %1 (Dice moyen %2 contre %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="50"/>
        <source>Both are interactive models: each object&apos;s Dice is the mean over a simulated click and the corrective clicks that follow, as their training validates them.</source>
        <translation>Les deux sont des modèles interactifs : le Dice de chaque objet est la moyenne sur un clic simulé et les clics de correction qui suivent, comme leur entraînement les valide.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Previous model</source>
        <translation>Modèle précédent</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Imported model</source>
        <translation>Modèle importé</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Retrained model</source>
        <translation>Modèle réentraîné</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Fine-tuned model</source>
        <translation>Modèle ajusté</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="72"/>
        <source>Mean Dice</source>
        <translation>Dice moyen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the previous model</source>
        <translation>Garder le modèle précédent</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the imported model</source>
        <translation>Garder le modèle importé</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model anyway</source>
        <translation>Utiliser quand même le modèle ajusté</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model</source>
        <translation>Utiliser le modèle ajusté</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model anyway</source>
        <translation>Utiliser quand même le modèle réentraîné</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model</source>
        <translation>Utiliser le modèle réentraîné</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ReviewPanel</name>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="143"/>
        <source>&lt;b&gt;Open label maps&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartes d&apos;étiquettes ouvertes&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="144"/>
        <source>Prediction</source>
        <translation>Prédiction</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="145"/>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="146"/>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="147"/>
        <source>Show differences</source>
        <translation>Afficher les différences</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="148"/>
        <source>Adds a layer: false positives orange, false negatives cyan, wrong labels magenta</source>
        <translation>Ajoute un calque : faux positifs en orange, faux négatifs en cyan, mauvaises étiquettes en magenta</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="149"/>
        <source>&lt;b&gt;Folders&lt;/b&gt; (the same case names)</source>
        <translation>&lt;b&gt;Dossiers&lt;/b&gt; (mêmes noms de cas)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="150"/>
        <source>Predictions</source>
        <translation>Prédictions</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="151"/>
        <source>References</source>
        <translation>Références</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="152"/>
        <source>Scans (optional)</source>
        <translation>Examens (facultatif)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="153"/>
        <source>The folder of the cases&apos; scans, to open a case from the table</source>
        <translation>Le dossier des examens des cas, pour ouvrir un cas depuis le tableau</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="154"/>
        <source>Evaluate folders</source>
        <translation>Évaluer les dossiers</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>IoU</source>
        <translation>IoU</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>HD95</source>
        <translation>HD95</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Volume difference</source>
        <translation>Différence de volume</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="156"/>
        <source>Click a header to sort; double-click a row to open the case at its largest error</source>
        <translation>Cliquez un en-tête pour trier ; double-cliquez une ligne pour ouvrir le cas à sa plus grande erreur</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Nothing to compare</source>
        <translation>Rien à comparer</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Choose two different label maps: a prediction and its reference.</source>
        <translation>Choisissez deux cartes d&apos;étiquettes différentes : une prédiction et sa référence.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="197"/>
        <location filename="../widgets/review/ReviewPanel.cpp" line="222"/>
        <source>Scoring…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Nothing to evaluate</source>
        <translation>Rien à évaluer</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Choose a folder of predictions and a folder of references.</source>
        <translation>Choisissez un dossier de prédictions et un dossier de références.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="246"/>
        <source>Cannot evaluate</source>
        <translation>Évaluation impossible</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="279"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n cas évalué</numerusform>
            <numerusform>%n cas évalués</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="289"/>
        <source>Raters not compared: %1</source>
        <translation>Annotateurs non comparés : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="291"/>
        <source>Beside the raters (%n case(s) they labelled, the same references):</source>
        <translation>
            <numerusform>À côté des annotateurs (%n cas qu&apos;ils ont annoté, les mêmes références) :</numerusform>
            <numerusform>À côté des annotateurs (%n cas qu&apos;ils ont annotés, les mêmes références) :</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="299"/>
        <source>within the raters&apos; range</source>
        <translation>dans l&apos;écart des annotateurs</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="301"/>
        <source>below the raters&apos; range</source>
        <translation>sous l&apos;écart des annotateurs</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="303"/>
        <source>above the raters&apos; range</source>
        <translation>au-dessus de l&apos;écart des annotateurs</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="304"/>
        <source>%1: raters %2; model %3 %4</source>
        <translation>%1 : annotateurs %2 ; modèle %3 %4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RunsPanel</name>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="30"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="32"/>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="34"/>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="36"/>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="38"/>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="40"/>
        <source>interrupted</source>
        <translation>interrompu</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Best Dice</source>
        <translation>Meilleur Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="84"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="85"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>Reprendre l&apos;exécution sélectionnée à partir de son dernier point de contrôle</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="86"/>
        <source>Segment current scan</source>
        <translation>Segmenter l&apos;image actuelle</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="87"/>
        <source>Run the selected run&apos;s model on the scan shown in the views</source>
        <translation>Appliquer le modèle de l&apos;exécution sélectionnée à l&apos;image affichée dans les vues</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="88"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="137"/>
        <location filename="../widgets/views/SceneModel.cpp" line="221"/>
        <source>Label %1</source>
        <translation>Étiquette %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SeedGrowthController</name>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="64"/>
        <source>Grow from seeds: preview</source>
        <translation>Croissance à partir de germes : aperçu</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="68"/>
        <source>Background seeds</source>
        <translation>Germes de fond</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="70"/>
        <source>Grow from seeds: seeds</source>
        <translation>Croissance à partir de germes : germes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="79"/>
        <source>Grow from seeds grows labels 1 to %1; label %2 is beyond them.</source>
        <translation>La croissance à partir de germes produit les étiquettes 1 à %1 ; l&apos;étiquette %2 est au-delà.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="125"/>
        <source>Now paint seeds of a label inside the structure: the result appears then.</source>
        <translation>Peignez maintenant des germes d&apos;une étiquette dans la structure : le résultat apparaîtra alors.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="126"/>
        <source>Now paint background seeds around the structure (tick &quot;Background seeds&quot;), or seeds of another label: the result appears then.</source>
        <translation>Peignez maintenant des germes de fond autour de la structure (cochez « Germes de fond »), ou des germes d&apos;une autre étiquette : le résultat apparaîtra alors.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SegmentOperationsBox</name>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="95"/>
        <source>Segment operations (active label)</source>
        <translation>Opérations sur le segment (étiquette active)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="96"/>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="97"/>
        <source>Keep the largest island</source>
        <translation>Garder le plus grand îlot</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="98"/>
        <source>Remove small islands</source>
        <translation>Supprimer les petits îlots</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="99"/>
        <source>Split islands into labels</source>
        <translation>Séparer les îlots en étiquettes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="100"/>
        <source>Grow by a margin</source>
        <translation>Agrandir d&apos;une marge</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="101"/>
        <source>Shrink by a margin</source>
        <translation>Réduire d&apos;une marge</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="102"/>
        <source>Hollow (shell)</source>
        <translation>Évider (coque)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="103"/>
        <source>Median smoothing</source>
        <translation>Lissage médian</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="104"/>
        <source>Opening (removes spurs)</source>
        <translation>Ouverture (retire les excroissances)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="105"/>
        <source>Closing (fills gaps)</source>
        <translation>Fermeture (comble les trous)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="106"/>
        <source>Gaussian smoothing</source>
        <translation>Lissage gaussien</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="107"/>
        <source>Union with a label</source>
        <translation>Union avec une étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="108"/>
        <source>Intersect with a label</source>
        <translation>Intersection avec une étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="109"/>
        <source>Subtract a label</source>
        <translation>Soustraire une étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="110"/>
        <source>Invert within the scan</source>
        <translation>Inverser dans le volume</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="113"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="114"/>
        <source>Margin, shell thickness, smoothing radius or Gaussian sigma, in mm along every axis</source>
        <translation>Marge, épaisseur de coque, rayon de lissage ou sigma gaussien, en mm le long de chaque axe</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="115"/>
        <source>Smallest island</source>
        <translation>Plus petit îlot</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="116"/>
        <source>Shell</source>
        <translation>Coque</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="117"/>
        <source>Inside the border</source>
        <translation>À l&apos;intérieur du bord</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="118"/>
        <source>Outside the border</source>
        <translation>À l&apos;extérieur du bord</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="119"/>
        <source>Centred on the border</source>
        <translation>Centrée sur le bord</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="120"/>
        <source>Other label</source>
        <translation>Autre étiquette</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="121"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="122"/>
        <source>One edit of the active label; the other labels and locked labels stay as they are; Undo takes it back</source>
        <translation>Une modification de l&apos;étiquette active ; les autres étiquettes et les étiquettes verrouillées restent inchangées ; Annuler la défait</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="58"/>
        <source>Axial</source>
        <translation>Axiale</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="59"/>
        <source>Coronal</source>
        <translation>Coronale</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="62"/>
        <source>Sagittal</source>
        <translation>Sagittale</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceViewPyramid.cpp" line="80"/>
        <source>Overview only: %1</source>
        <translation>Vue d&apos;ensemble seulement : %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingDashboard</name>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="145"/>
        <source>Export PNG and CSV...</source>
        <translation>Exporter en PNG et CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="147"/>
        <source>Export chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="148"/>
        <source>PNG image and CSV data (*.png)</source>
        <translation>Image PNG et données CSV (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="192"/>
        <source>Apply to the Training form</source>
        <translation>Appliquer au formulaire d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="193"/>
        <source>Change this setting in the Training panel; the next run is measured against this one</source>
        <translation>Changer ce réglage dans le panneau Entraînement ; la prochaine exécution est comparée à celle-ci</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="194"/>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="195"/>
        <source>Validation Dice per class</source>
        <translation>Dice de validation par classe</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="196"/>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="197"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="198"/>
        <source>Step time (ms)</source>
        <translation>Durée par itération (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="199"/>
        <source>Memory and processors</source>
        <translation>Mémoire et processeurs</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="200"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="201"/>
        <source>epoch</source>
        <translation>époque</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="202"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="203"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="204"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="205"/>
        <source>step</source>
        <translation>itération</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="206"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="268"/>
        <source>samples/s</source>
        <translation>échantillons/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="207"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="269"/>
        <source>Mvoxel/s</source>
        <translation>Mvoxel/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="208"/>
        <source>MiB / %</source>
        <translation>Mio / %</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="219"/>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="221"/>
        <source> (%1 more after this one)</source>
        <translation> (%1 autre(s) ensuite)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="266"/>
        <source>train (step)</source>
        <translation>entraînement (itération)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="267"/>
        <source>learning rate</source>
        <translation>taux d&apos;apprentissage</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="270"/>
        <source>data wait</source>
        <translation>attente des données</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="271"/>
        <source>augment</source>
        <translation>augmentation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="273"/>
        <source>simulated clicks</source>
        <translation>clics simulés</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="274"/>
        <source>forward</source>
        <translation>propagation avant</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="275"/>
        <source>backward</source>
        <translation>rétropropagation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="276"/>
        <source>optimizer</source>
        <translation>optimiseur</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="278"/>
        <source>CUDA graph (forward to update)</source>
        <translation>Graphe CUDA (de la propagation à la mise à jour)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="280"/>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="282"/>
        <source>rank %1 samples/s</source>
        <translation>rang %1 échantillons/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="285"/>
        <source>device allocated (MiB)</source>
        <translation>appareil&#xa0;: alloué (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="286"/>
        <source>device reserved (MiB)</source>
        <translation>appareil&#xa0;: réservé (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="287"/>
        <source>device peak (MiB)</source>
        <translation>appareil&#xa0;: pic (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="290"/>
        <source>GPU use (%)</source>
        <translation>utilisation GPU (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="291"/>
        <source>process RAM (MiB)</source>
        <translation>RAM du processus (Mio)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="292"/>
        <source>process CPU (%)</source>
        <translation>CPU du processus (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="297"/>
        <source>train (epoch)</source>
        <translation>entraînement (époque)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="305"/>
        <source>validation</source>
        <translation>validation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="308"/>
        <source>class %1</source>
        <translation>classe %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="310"/>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="417"/>
        <source>No training data yet.</source>
        <translation>Aucune donnée d&apos;entraînement pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="420"/>
        <source>Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5</source>
        <translation>Époque %1 sur %2   durée de l&apos;époque %3   écoulé %4   temps restant %5</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="427"/>
        <source>   time budget %1</source>
        <translation>   budget de temps %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="429"/>
        <source>   best mean Dice %1</source>
        <translation>   meilleur Dice moyen %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="431"/>
        <source>   on %1, %2</source>
        <translation>   sur %1, %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingPanel</name>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>rotation</source>
        <translation>rotation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>scaling</source>
        <translation>mise à l&apos;échelle</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>mirroring</source>
        <translation>symétrie</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>gamma</source>
        <translation>gamma</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>brightness</source>
        <translation>luminosité</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>contrast</source>
        <translation>contraste</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>noise</source>
        <translation>bruit</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>blur</source>
        <translation>flou</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>low resolution</source>
        <translation>basse résolution</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="258"/>
        <source>Dataset or preprocessed cache folder</source>
        <translation>Dossier du jeu de données ou du cache prétraité</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="365"/>
        <source>Save training configuration</source>
        <translation>Enregistrer la configuration d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="366"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="371"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="371"/>
        <source>Load training configuration</source>
        <translation>Charger une configuration d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="377"/>
        <source>Cannot load the configuration</source>
        <translation>Impossible de charger la configuration</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="396"/>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="397"/>
        <source>dataset folder or preprocessed cache</source>
        <translation>dossier du jeu de données ou cache prétraité</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="406"/>
        <source>Channels-last memory layout</source>
        <translation>Disposition mémoire channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="415"/>
        <source>Show the model&apos;s prediction on a validation case after each validation</source>
        <translation>Afficher la prédiction du modèle sur un cas de validation après chaque validation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="398"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="405"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="417"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="419"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="420"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="424"/>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="399"/>
        <source>SegStudio (time-aware)</source>
        <translation>SegStudio (selon le temps)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="400"/>
        <source>nnU-Net ResEnc M (8 GB GPU)</source>
        <translation>nnU-Net ResEnc M (GPU de 8 Go)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="401"/>
        <source>nnU-Net ResEnc L (24 GB GPU)</source>
        <translation>nnU-Net ResEnc L (GPU de 24 Go)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="402"/>
        <source>nnU-Net ResEnc XL (40 GB GPU)</source>
        <translation>nnU-Net ResEnc XL (GPU de 40 Go)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="403"/>
        <source>preset&apos;s own</source>
        <translation>celle du préréglage</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="404"/>
        <source> GB</source>
        <translation> Go</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="407"/>
        <source>Interactive model (clicks and boxes, for AI assist)</source>
        <translation>Modèle interactif (clics et cadres, pour l&apos;assistance IA)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="408"/>
        <source>Configuration &quot;Interactive&quot;: the network also sees clicks, a box and the previous mask, and segments the one object they point at. Training simulates a user&apos;s clicks; validation scores Dice over three simulated clicks. Use it in Edit labels &gt; AI assist.</source>
        <translation>Configuration « Interactif » : le réseau voit aussi des clics, un cadre et le masque précédent, et segmente l&apos;objet qu&apos;ils désignent. L&apos;entraînement simule les clics d&apos;un utilisateur ; la validation mesure le Dice sur trois clics simulés. À utiliser dans Modifier les étiquettes &gt; Assistance IA.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="414"/>
        <source>Live preview</source>
        <translation>Aperçu en direct</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="421"/>
        <source>none</source>
        <translation>illimité</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="422"/>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="423"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="425"/>
        <source>Quick look</source>
        <translation>Aperçu rapide</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="426"/>
        <source>Full quality</source>
        <translation>Qualité maximale</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="427"/>
        <source>Plan</source>
        <translation>Planifier</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="428"/>
        <source>Fill the automatic values from the dataset&apos;s fingerprint</source>
        <translation>Remplir les valeurs automatiques à partir de l&apos;empreinte du jeu de données</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="429"/>
        <source>Load...</source>
        <translation>Charger...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="430"/>
        <source>Save...</source>
        <translation>Enregistrer...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="431"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="433"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="452"/>
        <source>Planned for this dataset and device: %1</source>
        <translation>Prévu pour ce jeu de données et cet appareil : %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="466"/>
        <source>auto on a GPU: no time limit, the planned epochs train.</source>
        <translation>auto sur GPU : pas de limite de temps, les époques prévues s&apos;entraînent.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="467"/>
        <source>auto on the CPU: %1 minutes, chosen from the dataset size and the measured step time when you press Plan or Start.</source>
        <translation>auto sur CPU : %1 minutes, choisies d&apos;après la taille du jeu et le temps de pas mesuré quand vous appuyez sur Planifier ou Démarrer.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="470"/>
        <source>No time limit: the planned epochs train (1000 unless set).</source>
        <translation>Pas de limite de temps : les époques prévues s&apos;entraînent (1000 sauf réglage).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="473"/>
        <source>Training stops in time for a final validation and the model.</source>
        <translation>L&apos;entraînement s&apos;arrête à temps pour une validation finale et le modèle.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="492"/>
        <source>auto chose %1 minutes for this dataset on this CPU (hover for why).</source>
        <translation>auto a choisi %1 minutes pour ce jeu sur ce CPU (survolez pour savoir pourquoi).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="500"/>
        <source>auto: this run has a %1 minute budget.</source>
        <translation>auto : cette exécution a un budget de %1 minutes.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingWorker</name>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="48"/>
        <source>Preprocessing %1...</source>
        <translation>Prétraitement de %1...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="53"/>
        <source>Preprocessing: %1 of %2 cases</source>
        <translation>Prétraitement&#xa0;: %1 cas sur %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="123"/>
        <source>Axial</source>
        <translation>Axiale</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="124"/>
        <source>Sagittal</source>
        <translation>Sagittale</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="125"/>
        <source>Coronal</source>
        <translation>Coronale</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="126"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Show all four views</source>
        <translation>Afficher les quatre vues</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Maximise this view</source>
        <translation>Maximiser cette vue</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::VtkRenderWidget</name>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="113"/>
        <source>OpenGL is not available, so this view cannot be drawn.</source>
        <translation>OpenGL n&apos;est pas disponible : cette vue ne peut donc pas être dessinée.</translation>
    </message>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="118"/>
        <source>This view needs OpenGL 3.2; the system offers %1.%2.</source>
        <translation>Cette vue nécessite OpenGL 3.2 ; le système fournit %1.%2.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::WorklistPanel</name>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="126"/>
        <source>&lt;b&gt;Scans to label next&lt;/b&gt;&lt;br&gt;Segments unlabelled scans and lists them by how unsure the model is about the structures it found.</source>
        <translation>&lt;b&gt;Examens à étiqueter ensuite&lt;/b&gt;&lt;br&gt;Segmente les examens non étiquetés et les classe selon l’incertitude du modèle sur les structures trouvées.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="128"/>
        <source>Scans</source>
        <translation>Examens</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="129"/>
        <source>Compare mirrored predictions (slower; ranks by their disagreement)</source>
        <translation>Comparer les prédictions en miroir (plus lent ; classe selon leur désaccord)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="130"/>
        <source>Rank by uncertainty</source>
        <translation>Classer par incertitude</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="131"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="132"/>
        <source>Next case</source>
        <translation>Cas suivant</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="133"/>
        <source>Opens the most uncertain case not reviewed yet, with its segmentation to correct</source>
        <translation>Ouvre le cas le plus incertain pas encore revu, avec sa segmentation à corriger</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Uncertainty</source>
        <translation>Incertitude</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Volume (mL)</source>
        <translation>Volume (mL)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Reviewed</source>
        <translation>Revu</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="135"/>
        <source>Model: none yet (train one, or choose a run in the Runs list)</source>
        <translation>Modèle : aucun pour l’instant (entraînez-en un ou choisissez une exécution dans la liste Exécutions)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="136"/>
        <source>Model: %1</source>
        <translation>Modèle : %1</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>No model</source>
        <translation>Aucun modèle</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>Train a model (or choose a run) before ranking scans.</source>
        <translation>Entraînez un modèle (ou choisissez une exécution) avant de classer les examens.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>No scans</source>
        <translation>Aucun examen</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>%1 is not a folder of scans.</source>
        <translation>%1 n’est pas un dossier d’examens.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="200"/>
        <source>Segmenting the scans…</source>
        <translation>Segmentation des examens…</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="217"/>
        <source>Segmented %1 (%2 of %3)</source>
        <translation>%1 segmenté (%2 sur %3)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="243"/>
        <source>Cannot rank the scans</source>
        <translation>Impossible de classer les examens</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="245"/>
        <source>Ranking cancelled</source>
        <translation>Classement annulé</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="261"/>
        <source>nothing found</source>
        <translation>rien trouvé</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="264"/>
        <source>The model found no structure in this scan: check it first</source>
        <translation>Le modèle n’a trouvé aucune structure dans cet examen : vérifiez-le en premier</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="271"/>
        <source>%1 scan(s), %2 reviewed; ranked by %3</source>
        <translation>%1 examen(s), %2 revu(s) ; classés selon %3</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="274"/>
        <source>the disagreement of mirrored predictions</source>
        <translation>le désaccord des prédictions en miroir</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="275"/>
        <source>the entropy of the probabilities</source>
        <translation>l’entropie des probabilités</translation>
    </message>
</context>
</TS>
