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
    <name>PacsNodes</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="77"/>
        <source>PACS node &quot;%1&quot;</source>
        <translation>PACS-Knoten „%1“</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="107"/>
        <source>Every PACS node needs a name.</source>
        <translation>Jeder PACS-Knoten braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="109"/>
        <source>Two PACS nodes are called &quot;%1&quot;; names must differ.</source>
        <translation>Zwei PACS-Knoten heißen „%1“; die Namen müssen sich unterscheiden.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="18"/>
        <source>Run this model&apos;s code?</source>
        <translation>Den Code dieses Modells ausführen?</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="19"/>
        <source>This model runs its own code: %1</source>
        <translation>Dieses Modell führt eigenen Code aus: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="23"/>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="25"/>
        <source>You did not trust it on %1.</source>
        <translation>Sie haben ihm am %1 nicht vertraut.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="28"/>
        <source>SegStudio runs it in a sandbox where it can only compute (no files, no network). Run it only if you know where it came from. SegStudio remembers your answer for this exact file.</source>
        <translation>SegStudio führt es in einer Sandbox aus, in der es nur rechnen kann (keine Dateien, kein Netzwerk). Führen Sie es nur aus, wenn Sie wissen, woher es stammt. SegStudio merkt sich Ihre Antwort für genau diese Datei.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="30"/>
        <source>Trust and Run</source>
        <translation>Vertrauen und ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="32"/>
        <source>Do Not Trust</source>
        <translation>Nicht vertrauen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="47"/>
        <source>Cannot use this model</source>
        <translation>Dieses Modell kann nicht verwendet werden</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="98"/>
        <source>ignore (not annotated)</source>
        <translation>nicht annotiert (ignore)</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="167"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1: nicht genügend Arbeitsspeicher, um diesen Scan zu öffnen</translation>
    </message>
</context>
<context>
    <name>SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="62"/>
        <source>Channel %1</source>
        <translation>Kanal %1</translation>
    </message>
</context>
<context>
    <name>TrainingField</name>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="40"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="41"/>
        <source>The dataset folder (MSD, nnU-Net v2 or images/ + labels/) or its preprocessed cache. Open Dataset Folder fills it.</source>
        <translation>Der Datensatzordner (MSD, nnU-Net v2 oder images/ + labels/) oder sein vorverarbeiteter Cache. „Datensatz-Ordner öffnen“ trägt ihn ein.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="43"/>
        <source>Runs folder</source>
        <translation>Läufe-Ordner</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="44"/>
        <source>Each run gets a folder here with its checkpoints, metrics and model.</source>
        <translation>Jeder Lauf erhält hier einen Ordner mit Checkpoints, Metriken und Modell.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="46"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="47"/>
        <source>3D convolutions, or 2D (slice by slice: faster, less context). One-slice datasets always train 2D.</source>
        <translation>3D-Faltungen oder 2D (Schicht für Schicht: schneller, weniger Kontext). Einschichtige Datensätze trainieren immer 2D.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="49"/>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="50"/>
        <source>auto: AdamW with warm-up and cosine decay for short runs and CPUs; SGD with Nesterov momentum and poly decay for long GPU runs (nnU-Net).</source>
        <translation>auto: AdamW mit Aufwärmphase und Kosinus-Abfall für kurze Läufe und CPUs; SGD mit Nesterov-Momentum und Poly-Abfall für lange GPU-Läufe (nnU-Net).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="52"/>
        <source>Replay each step as a CUDA graph (GPU)</source>
        <translation>Jeden Schritt als CUDA-Graph wiederholen (GPU)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="53"/>
        <source>Records forward, backward and the update once and replays them every step: fewer kernel launches, the same results. One GPU, no gradient accumulation.</source>
        <translation>Zeichnet Vorwärts- und Rückwärtslauf und das Update einmal auf und spielt sie in jedem Schritt ab: weniger Kernel-Starts, dieselben Ergebnisse. Eine GPU, keine Gradientenakkumulation.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="56"/>
        <source>Fold</source>
        <translation>Fold</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="57"/>
        <source>Which of the five cross-validation folds validates; the other four train.</source>
        <translation>Welcher der fünf Kreuzvalidierungs-Folds validiert; die anderen vier trainieren.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="62"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="63"/>
        <source>Where training runs. auto: the first GPU when there is one, else the CPU.</source>
        <translation>Wo das Training läuft. auto: die erste GPU, falls vorhanden, sonst die CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="69"/>
        <source>Precision</source>
        <translation>Rechengenauigkeit</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="70"/>
        <source>Arithmetic of the forward and backward pass. auto: bf16 or fp16 with loss scaling on a GPU; on a CPU bf16 where the processor computes it natively and its losses match fp32 at the start, else fp32.</source>
        <translation>Arithmetik des Vorwärts- und Rückwärtsdurchlaufs. auto: bf16 oder fp16 mit Loss-Skalierung auf einer GPU; auf einer CPU bf16, wenn der Prozessor es nativ rechnet und seine Losses zu Beginn denen von fp32 entsprechen, sonst fp32.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="76"/>
        <source>Planner</source>
        <translation>Planer</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="77"/>
        <source>How patch, network and batch are planned. SegStudio&apos;s planner fits the time budget on a CPU; nnU-Net&apos;s residual-encoder presets M, L and XL plan for one GPU of 8, 24 or 40 GB (L is the authors&apos; recommended default). With several GPUs each trains the planned batch.</source>
        <translation>Wie Patch, Netz und Batch geplant werden. Der SegStudio-Planer hält auf einer CPU das Zeitbudget ein; die Residual-Encoder-Vorgaben M, L und XL von nnU-Net planen für eine GPU mit 8, 24 oder 40 GB (L empfehlen die Autoren als Standard). Mit mehreren GPUs trainiert jede den geplanten Batch.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="82"/>
        <source>GPU memory target</source>
        <translation>GPU-Speicherziel</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="83"/>
        <source>GPU memory to plan for, in GB, on one GPU: a preset scales its patch and batch to it. 0: the preset&apos;s own; for SegStudio&apos;s planner, the device&apos;s memory.</source>
        <translation>GPU-Speicher in GB, für den auf einer GPU geplant wird: eine Vorgabe skaliert Patch und Batch darauf. 0: der eigene Wert der Vorgabe; beim SegStudio-Planer der Speicher des Geräts.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="85"/>
        <source>Depth (stages)</source>
        <translation>Tiefe (Stufen)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="86"/>
        <source>Resolution levels of the U-Net. auto: pool each axis while its feature map stays at least 8 voxels.</source>
        <translation>Auflösungsstufen des U-Net. auto: jede Achse wird gepoolt, solange ihre Feature-Map mindestens 8 Voxel groß bleibt.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="88"/>
        <source>Width (features)</source>
        <translation>Breite (Merkmale)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="89"/>
        <source>Feature maps in the first stage (doubling per stage). auto: 32 on a GPU, 16 on a CPU.</source>
        <translation>Feature-Maps der ersten Stufe (verdoppelt je Stufe). auto: 32 auf einer GPU, 16 auf einer CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="93"/>
        <source>Patch x y z</source>
        <translation>Patch x y z</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="94"/>
        <source>Voxels of one training sample. auto: the median case at the target spacing, shrunk to the memory and time budget.</source>
        <translation>Voxel einer Trainingsprobe. auto: der Median-Fall im Zielabstand, verkleinert auf Speicher- und Zeitbudget.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="96"/>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="97"/>
        <source>Samples per optimizer step. auto: the largest that fits memory, at most 5 % of the dataset (4 on a CPU).</source>
        <translation>Proben pro Optimiererschritt. auto: die größte, die in den Speicher passt, höchstens 5 % des Datensatzes (4 auf einer CPU).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="100"/>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="101"/>
        <source>Peak learning rate. auto: 3e-3 for AdamW, 1e-2 for SGD.</source>
        <translation>Maximale Lernrate. auto: 3e-3 für AdamW, 1e-2 für SGD.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="109"/>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="110"/>
        <source>Epochs of training. auto: as many as the time budget allows, or 1000 without one.</source>
        <translation>Trainingsepochen. auto: so viele, wie das Zeitlimit erlaubt, ohne Zeitlimit 1000.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="116"/>
        <source>Time budget</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="117"/>
        <source>Wall-clock limit; a final validation and the model follow. auto: %1 minutes on a CPU, chosen from the dataset size and the measured step time; the planned epochs on a GPU.</source>
        <translation>Obergrenze der Laufzeit; danach folgen eine letzte Validierung und das Modell. auto: %1 Minuten auf einer CPU, gewählt nach Datensatzgröße und gemessener Schrittzeit; auf einer GPU die geplanten Epochen.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="123"/>
        <source>Validate every (epochs)</source>
        <translation>Validierungsintervall (Epochen)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="124"/>
        <source>How often the validation cases are segmented whole to report Dice. auto: chosen so validation takes a small share of the budget.</source>
        <translation>Wie oft die Validierungsfälle vollständig segmentiert werden, um den Dice zu berichten. auto: so gewählt, dass die Validierung nur einen kleinen Teil des Budgets braucht.</translation>
    </message>
</context>
<context>
    <name>UncertaintyOverlay</name>
    <message>
        <location filename="../widgets/worklist/UncertaintyOverlay.cpp" line="39"/>
        <source>Uncertainty %1-%2</source>
        <translation>Unsicherheit %1–%2</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="27"/>
        <source>CT soft tissue</source>
        <translation>CT-Weichteile</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="29"/>
        <source>CT bone</source>
        <translation>CT-Knochen</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="31"/>
        <source>CT lung</source>
        <translation>CT-Lunge</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="33"/>
        <source>CT brain</source>
        <translation>CT-Gehirn</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="35"/>
        <source>MR automatic (1-99 %)</source>
        <translation>MR automatisch (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="37"/>
        <source>Microscopy automatic (0-99.5 %)</source>
        <translation>Mikroskopie automatisch (0-99,5 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="39"/>
        <source>Colour (0-255)</source>
        <translation>Farbe (0-255)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="40"/>
        <source>Full range</source>
        <translation>Gesamter Bereich</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio – Arbeitsumgebung für die Segmentierung</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Scan to open</source>
        <translation>Zu öffnender Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Label map to show over the scan</source>
        <translation>Label-Karte, die über dem Scan angezeigt wird</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Dataset folder to browse</source>
        <translation>Zu durchsuchender Datensatz-Ordner</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Sprache der Benutzeroberfläche (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Nach dem Laden einen Screenshot speichern und dann beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Channel files to open with the scan: auto (every &lt;case&gt;_XXXX file beside it), single (the file alone), dataset (auto inside a dataset folder; the default)</source>
        <translation>Kanaldateien, die mit dem Scan geöffnet werden: auto (jede &lt;case&gt;_XXXX-Datei daneben), single (nur die Datei), dataset (auto in einem Datensatzordner; Standard)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::AdjudicationWorkspace</name>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="81"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="83"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="85"/>
        <source>Adjudicator</source>
        <translation>Entscheider</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="135"/>
        <source>Raters</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="136"/>
        <source>Compare raters</source>
        <translation>Bewerter vergleichen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="137"/>
        <source>Show disagreement</source>
        <translation>Uneinigkeit zeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="138"/>
        <source>Take this version</source>
        <translation>Diese Version übernehmen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="139"/>
        <source>Save as reference</source>
        <translation>Als Referenz speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Rater</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Against</source>
        <translation>Gegen</translation>
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
        <translation>Konsens</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="172"/>
        <source>%1: %n rater(s), %2</source>
        <translation>
            <numerusform>%1: %n Bewerter, %2</numerusform>
            <numerusform>%1: %n Bewerter, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="174"/>
        <source>Open a case of a dataset whose raters/&lt;name&gt;/labelsTr/ hold two raters&apos; maps or more.</source>
        <translation>Öffnen Sie einen Fall eines Datensatzes, dessen raters/&lt;name&gt;/labelsTr/ Karten von mindestens zwei Bewertern enthalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="206"/>
        <source>The raters&apos; maps are not open yet.</source>
        <translation>Die Karten der Bewerter sind noch nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="217"/>
        <source>Comparing the raters...</source>
        <translation>Vergleiche die Bewerter...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="236"/>
        <source>Not compared: %1</source>
        <translation>Nicht verglichen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="248"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="349"/>
        <source>consensus (%1)</source>
        <translation>Konsens (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="265"/>
        <source>%n label(s) compared; consensus by %1.</source>
        <translation>
            <numerusform>%n Label verglichen; Konsens durch %1.</numerusform>
            <numerusform>%n Labels verglichen; Konsens durch %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="275"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="316"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="322"/>
        <source>Compare the raters first.</source>
        <translation>Vergleichen Sie zuerst die Bewerter.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="280"/>
        <source>Finding where the raters disagree about label %1...</source>
        <translation>Es wird gesucht, wo die Annotatoren bei Label %1 uneins sind...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="296"/>
        <source>disagreement (label %1)</source>
        <translation>Uneinigkeit (Label %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="297"/>
        <source>raters disagree</source>
        <translation>Bewerter uneinig</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="298"/>
        <source>The layer &quot;%1&quot; shows the voxels some raters gave the label and others did not.</source>
        <translation>Die Ebene „%1“ zeigt die Voxel, denen manche Annotatoren das Label gaben und andere nicht.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="305"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="343"/>
        <source>adjudicated %1</source>
        <translation>entschieden %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="350"/>
        <source>Label %1 taken from %2 into &quot;%3&quot;; edit it with the Label editor, then save it as the reference.</source>
        <translation>Label %1 aus %2 in „%3“ übernommen; mit dem Label-Editor bearbeiten und dann als Referenz speichern.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="359"/>
        <source>Not saved: the previous save is still being written.</source>
        <translation>Nicht gespeichert: Die vorige Speicherung wird noch geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="363"/>
        <source>Not saved: take a version of a label first.</source>
        <translation>Nicht gespeichert: zuerst eine Version eines Labels übernehmen.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="367"/>
        <source>Not saved: these raters&apos; maps come from DICOM SEG files, not from a dataset. Export the adjudicated layer with File &gt; Export Label Map as DICOM SEG.</source>
        <translation>Nicht gespeichert: Die Karten dieser Annotatoren stammen aus DICOM-SEG-Dateien, nicht aus einem Datensatz. Exportieren Sie die entschiedene Ebene mit Datei &gt; Label-Map als DICOM-SEG exportieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="377"/>
        <source>Not saved: name the adjudicator, who decided.</source>
        <translation>Nicht gespeichert: Nennen Sie den Schiedsgutachter, der entschieden hat.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="389"/>
        <source>Saving the reference of %1...</source>
        <translation>Referenz von %1 wird gespeichert...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="419"/>
        <source>Saved as the reference: %1 (decision in %2%3).</source>
        <translation>Als Referenz gespeichert: %1 (Entscheidung in %2%3).</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="423"/>
        <source>; the previous reference kept as %1</source>
        <translation>; die vorherige Referenz bleibt als %1 erhalten</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="409"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>segstudio::app::DatasetAgreementPanel</name>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="84"/>
        <source>Agreement over the dataset</source>
        <translation>Übereinstimmung im ganzen Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="85"/>
        <source>Compare raters on every case</source>
        <translation>Annotatoren in jedem Fall vergleichen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Lowest pairwise Dice</source>
        <translation>Niedrigster paarweiser Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="87"/>
        <source>Worst first. Double-click a case to open it with its raters.</source>
        <translation>Schlechteste zuerst. Doppelklick öffnet den Fall mit seinen Annotatoren.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="98"/>
        <source>Open a dataset whose raters/&lt;name&gt;/labelsTr/ hold the raters&apos; maps.</source>
        <translation>Öffnen Sie einen Datensatz, dessen raters/&lt;name&gt;/labelsTr/ die Karten der Annotatoren enthalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="113"/>
        <source>Comparing the raters on every case...</source>
        <translation>Annotatoren werden in jedem Fall verglichen...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="142"/>
        <source>Not compared: %1</source>
        <translation>Nicht verglichen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Pairwise Dice</source>
        <translation>Paarweiser Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Lowest</source>
        <translation>Niedrigster</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>HD95 mm</source>
        <translation>HD95 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Surface Dice</source>
        <translation>Oberflächen-Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="149"/>
        <source>%1 vs consensus</source>
        <translation>%1 gegen Konsens</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="173"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n Fall bewertet</numerusform>
            <numerusform>%n Fälle bewertet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="174"/>
        <source>%n rater(s)</source>
        <translation>
            <numerusform>%n Annotator</numerusform>
            <numerusform>%n Annotatoren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="175"/>
        <source>consensus by %1; surface Dice at %2 mm.</source>
        <translation>Konsens per %1; Oberflächen-Dice bei %2 mm.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="177"/>
        <source>%n case(s) labelled by one rater only, not scored.</source>
        <translation>
            <numerusform>%n Fall nur von einem Annotator gelabelt, nicht bewertet.</numerusform>
            <numerusform>%n Fälle nur von einem Annotator gelabelt, nicht bewertet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::DicomWorkspace</name>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="77"/>
        <source>Export Label Map as DICOM &amp;SEG...</source>
        <translation>Label-Map als DICOM-&amp;SEG exportieren...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="78"/>
        <source>Export Label Map as RT S&amp;tructure Set...</source>
        <translation>Label-Map als RT-S&amp;trukturset exportieren...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="79"/>
        <source>&amp;Import DICOM SEG or RT Structure Set...</source>
        <translation>DICOM-SEG oder RT-Strukturset &amp;importieren...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="86"/>
        <source>Open the DICOM series first: a DICOM SEG refers to the series it segments.</source>
        <translation>Öffnen Sie zuerst die DICOM-Serie: Ein DICOM-SEG bezieht sich auf die Serie, die es segmentiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="92"/>
        <source>%1 is not a DICOM series. A DICOM SEG refers to a DICOM series: open the scan&apos;s DICOM folder, then its label map.</source>
        <translation>%1 ist keine DICOM-Serie. Ein DICOM-SEG bezieht sich auf eine DICOM-Serie: Öffnen Sie den DICOM-Ordner des Scans, dann seine Label-Map.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the DICOM SEG</source>
        <translation>DICOM-SEG kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the RT Structure Set</source>
        <translation>RT-Strukturset kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="105"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="242"/>
        <source>There is no label map to export.</source>
        <translation>Es gibt keine Label-Map zum Exportieren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="128"/>
        <source>Wrote %1: a DICOM SEG of %n segment(s) on the open series</source>
        <translation>
            <numerusform>%1 geschrieben: ein DICOM-SEG mit %n Segment zur offenen Serie</numerusform>
            <numerusform>%1 geschrieben: ein DICOM-SEG mit %n Segmenten zur offenen Serie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="133"/>
        <source>Wrote %1: an RT Structure Set of %n ROI(s) on the open series</source>
        <translation>
            <numerusform>%1 geschrieben: ein RT-Strukturset mit %n ROI zur offenen Serie</numerusform>
            <numerusform>%1 geschrieben: ein RT-Strukturset mit %n ROIs zur offenen Serie</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="184"/>
        <source>Cannot import the DICOM file</source>
        <translation>DICOM-Datei kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="161"/>
        <source>%1 (layer %2)</source>
        <translation>%1 (Ebene %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="193"/>
        <source>Imported %1: %n structure(s)</source>
        <translation>
            <numerusform>%1 importiert: %n Struktur</numerusform>
            <numerusform>%1 importiert: %n Strukturen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="177"/>
        <source>Imported with a warning</source>
        <translation>Mit einer Warnung importiert</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="199"/>
        <source>Cannot import the raters&apos; DICOM SEGs</source>
        <translation>Die DICOM-SEGs der Annotatoren können nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="206"/>
        <source>%1 is no DICOM SEG: a rater&apos;s map comes as a SEG.</source>
        <translation>%1 ist kein DICOM SEG: Die Karte eines Annotators kommt als SEG.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="231"/>
        <source>Imported %n rater(s): %1</source>
        <translation>
            <numerusform>%n Annotator importiert: %1</numerusform>
            <numerusform>%n Annotatoren importiert: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Automatic (a model&apos;s result)</source>
        <translation>Automatisch (Ergebnis eines Modells)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Semi-automatic (a model&apos;s result, corrected)</source>
        <translation>Halbautomatisch (Ergebnis eines Modells, korrigiert)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="246"/>
        <source>Manual (drawn by hand)</source>
        <translation>Manuell (von Hand gezeichnet)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>Export as DICOM</source>
        <translation>Als DICOM exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>How was this label map made?</source>
        <translation>Wie wurde diese Label-Map erstellt?</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as DICOM SEG</source>
        <translation>Label-Map als DICOM-SEG exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as RT Structure Set</source>
        <translation>Label-Map als RT-Strukturset exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="256"/>
        <source>DICOM (*.dcm)</source>
        <translation>DICOM (*.dcm)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="266"/>
        <source>Import DICOM SEG or RT Structure Set</source>
        <translation>DICOM-SEG oder RT-Strukturset importieren</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="267"/>
        <source>DICOM (*.dcm);;All files (*)</source>
        <translation>DICOM (*.dcm);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::FigureExport</name>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="59"/>
        <source>Export View As</source>
        <translation>Ansicht exportieren als</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="60"/>
        <source>Export All Views As</source>
        <translation>Alle Ansichten exportieren als</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="62"/>
        <source>PNG, Screen Resolution...</source>
        <translation>PNG, Bildschirmauflösung...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="64"/>
        <source>PNG, Double Resolution...</source>
        <translation>PNG, doppelte Auflösung...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="65"/>
        <source>Copy View</source>
        <translation>Ansicht kopieren</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="66"/>
        <source>Scale Bar</source>
        <translation>Maßstabsleiste</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export All Views</source>
        <translation>Alle Ansichten exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export View</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="81"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="93"/>
        <source>Cannot export the view</source>
        <translation>Ansicht kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>the view has not been drawn yet</source>
        <translation>die Ansicht wurde noch nicht gezeichnet</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="99"/>
        <source>Exported %1 (%2 x %3 pixels)</source>
        <translation>%1 exportiert (%2 x %3 Pixel)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="107"/>
        <source>Copied the view (%1 x %2 pixels)</source>
        <translation>Ansicht kopiert (%1 x %2 Pixel)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::LabelEditWorkspace</name>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="61"/>
        <source>New label map</source>
        <translation>Neue Label-Karte</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>No scan</source>
        <translation>Kein Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>Open a scan first: a new label map takes the scan&apos;s grid.</source>
        <translation>Öffnen Sie zuerst einen Scan: Eine neue Label-Karte übernimmt sein Gitter.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="97"/>
        <source>Label %1: %2 mL</source>
        <translation>Label %1: %2 mL</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="102"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="103"/>
        <source>&amp;Undo Edit</source>
        <translation>Bearbeitung &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="104"/>
        <source>&amp;Redo Edit</source>
        <translation>Bearbeitung &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="105"/>
        <source>&amp;New Label Map</source>
        <translation>&amp;Neue Label-Karte</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="106"/>
        <source>Save Correction to &amp;Dataset</source>
        <translation>Korrektur im &amp;Datensatz speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="107"/>
        <source>The edited label map becomes this scan&apos;s training label in the dataset</source>
        <translation>Die bearbeitete Label-Karte wird das Trainingslabel dieses Scans im Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="108"/>
        <source>Edit labels</source>
        <translation>Labels bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Open a scan and the label map to accept, or draw one (Edit &gt; New Label Map).</source>
        <translation>Öffnen Sie einen Scan und die zu übernehmende Label-Karte oder zeichnen Sie eine (Bearbeiten &gt; Neue Label-Karte).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>No dataset</source>
        <translation>Kein Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>Open the dataset the correction belongs to (File &gt; Open Dataset Folder).</source>
        <translation>Öffnen Sie den Datensatz, zu dem die Korrektur gehört (Datei &gt; Datensatzordner öffnen).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="155"/>
        <source>Save correction to dataset</source>
        <translation>Korrektur im Datensatz speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="156"/>
        <source>Make &quot;%1&quot; the training label of %2 in the dataset %3?

A previous label of this case is kept in %4.</source>
        <translation>„%1“ zum Trainingslabel von %2 im Datensatz %3 machen?

Ein früheres Label dieses Falls wird in %4 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 added to the dataset.</source>
        <translation>Fall %1 zum Datensatz hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 updated in the dataset.</source>
        <translation>Fall %1 im Datensatz aktualisiert.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="175"/>
        <source>Previous label kept as %1</source>
        <translation>Früheres Label aufbewahrt als %1</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="180"/>
        <source>Cannot save the correction</source>
        <translation>Die Korrektur kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="346"/>
        <source>Export S&amp;urfaces...</source>
        <translation>Oberfl&amp;ächen exportieren...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="57"/>
        <source>Open or make a label map first.</source>
        <translation>Öffnen oder erstellen Sie zuerst eine Labelkarte.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="76"/>
        <source>Cannot make a folder in %1 for the copy of &quot;%2&quot; the export reads: %3. Set SEGSTUDIO_CACHE_DIR to a folder you can write, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>In %1 kann kein Ordner für die Kopie von „%2“ angelegt werden, die der Export liest: %3. Setzen Sie SEGSTUDIO_CACHE_DIR auf einen beschreibbaren Ordner, oder speichern Sie die Ebene und führen Sie segstudio-cli mesh mit der Datei aus.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="84"/>
        <source>&quot;%1&quot; is held block by block at full resolution, and its copy for the export needs %2 MB in %3, which has %4 MB free. Set SEGSTUDIO_CACHE_DIR to a larger disk, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>„%1“ wird blockweise in voller Auflösung gehalten, und seine Kopie für den Export braucht %2 MB in %3, wo %4 MB frei sind. Setzen Sie SEGSTUDIO_CACHE_DIR auf einen größeren Datenträger, oder speichern Sie die Ebene und führen Sie segstudio-cli mesh mit der Datei aus.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="104"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="115"/>
        <source>No surfaces to export</source>
        <translation>Keine Oberflächen zu exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="143"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>No scan to mask</source>
        <translation>Kein Scan zum Maskieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <source>Open a scan and a label map on it first.</source>
        <translation>Öffnen Sie zuerst einen Scan und eine Labelkarte darauf.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <source>%1 is larger than memory and shown from its overview; run segstudio-cli edit --operation mask on the file.</source>
        <translation>%1 ist größer als der Speicher und wird aus seiner Übersicht gezeigt; führen Sie segstudio-cli edit --operation mask auf der Datei aus.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>&quot;%1&quot; is held block by block at full resolution; save it, then run segstudio-cli edit --operation mask on the file.</source>
        <translation>„%1“ wird blockweise in voller Auflösung gehalten; speichern Sie es und führen Sie dann segstudio-cli edit --operation mask mit der Datei aus.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="327"/>
        <source>Opened %1 with a warning: %2</source>
        <translation>%1 geöffnet, mit einer Warnung: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="80"/>
        <source>Loading cancelled</source>
        <translation>Laden abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Cannot start training</source>
        <translation>Training kann nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Check the training settings: the panel lists what is missing.</source>
        <translation>Überprüfen Sie die Trainingseinstellungen: Im Bereich „Training“ ist aufgeführt, was fehlt.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>No model chosen</source>
        <translation>Kein Modell ausgewählt</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Select in the Runs panel the run whose model should learn from the corrections.</source>
        <translation>Wählen Sie im Bereich „Läufe“ den Lauf, dessen Modell aus den Korrekturen lernen soll.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Select a run in the Runs panel whose model should segment the scan.</source>
        <translation>Wählen Sie im Bereich „Läufe“ den Lauf aus, dessen Modell den Scan segmentieren soll.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="190"/>
        <source>Segment with Model Folder</source>
        <translation>Mit Modellordner segmentieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Composite (%1)</source>
        <translation>Komposit (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>Channel shown in the slice views; the window presets and right-drag adjust the selected channel&apos;s window. Composite: the first three channels in colour.</source>
        <translation>Kanal in den Schichtansichten; die Fenster-Voreinstellungen und Ziehen mit der rechten Maustaste ändern das Fenster des gewählten Kanals. Komposit: die ersten drei Kanäle in Farbe.</translation>
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
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="339"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Scan öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="340"/>
        <source>Open Scan &amp;Folder (DICOM Series, OME-Zarr, Slices)...</source>
        <translation>Scan-&amp;Ordner öffnen (DICOM-Serie, OME-Zarr, Schichten)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="341"/>
        <source>Open &amp;Label Map...</source>
        <translation>&amp;Label-Karte öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="342"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>&amp;Datensatz-Ordner öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="343"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>&amp;Save Label Map As...</source>
        <translation>Label-Karte speichern &amp;unter...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>&amp;Close Label Maps</source>
        <translation>Label-Karten s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="347"/>
        <source>Save Scan &amp;Masked by Label...</source>
        <translation>Scan nach Label &amp;maskiert speichern...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="348"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="349"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="350"/>
        <source>Show &amp;All Views</source>
        <translation>&amp;Alle Ansichten anzeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Axial View</source>
        <translation>A&amp;xiale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Sa&amp;gittale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>&amp;Koronale Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Maximise &amp;3D View</source>
        <translation>&amp;3D-Ansicht maximieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>&amp;Window Presets</source>
        <translation>&amp;Fenster-Voreinstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360"/>
        <source>3D &amp;Rendering</source>
        <translation>3D-&amp;Rendering</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Surfaces only</source>
        <translation>Nur Oberflächen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>MR volume</source>
        <translation>MR-Volumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT soft tissue volume</source>
        <translation>CT-Weichteilvolumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT bone volume</source>
        <translation>CT-Knochenvolumen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="364"/>
        <source>&amp;Reset Views</source>
        <translation>Ansichten &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Optionen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="367"/>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="368"/>
        <source>&amp;Start Training</source>
        <translation>Training &amp;starten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>S&amp;top Training</source>
        <translation>Training s&amp;toppen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>Segment &amp;Current Scan</source>
        <translation>&amp;Aktuellen Scan segmentieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Segment with &amp;Model Folder...</source>
        <translation>Mit &amp;Modellordner segmentieren...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="372"/>
        <source>Segment the open scan with a model from a folder: a SegStudio run or package, a TorchScript model with its sidecar (model.pt + model.sidecar.json), or an nnU-Net v2 results folder (plans.json, dataset.json, fold_N)</source>
        <translation>Den geöffneten Scan mit einem Modell aus einem Ordner segmentieren: ein SegStudio-Lauf oder -Paket, ein TorchScript-Modell mit seiner Begleitdatei (model.pt + model.sidecar.json) oder ein nnU-Net-v2-Ergebnisordner (plans.json, dataset.json, fold_N)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="375"/>
        <source>&amp;Retrain with Corrections</source>
        <translation>Mit Korrekturen &amp;nachtrainieren</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>Fine-tune the selected run&apos;s model on the dataset with its corrections, then check it is not worse</source>
        <translation>Das Modell des gewählten Laufs auf dem Datensatz mit seinen Korrekturen feinabstimmen und prüfen, dass es nicht schlechter ist</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="380"/>
        <source>&amp;About SegStudio</source>
        <translation>Über &amp;SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="381"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="382"/>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="452"/>
        <source>Training is running</source>
        <translation>Training läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="453"/>
        <source>A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later.</source>
        <translation>Ein Trainingslauf ist aktiv. Training stoppen und beenden? Der Checkpoint wird gespeichert, sodass das Training später fortgesetzt werden kann.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="498"/>
        <source>Value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="503"/>
        <source>Values %1</source>
        <translation>Werte %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="506"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</source>
        <translation>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="521"/>
        <source>   (overview voxel: the mean of about %1 voxels)</source>
        <translation>   (Übersichtsvoxel: Mittel von etwa %1 Voxeln)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="536"/>
        <source>PACS Nodes</source>
        <translation>PACS-Knoten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="84"/>
        <source>%1 voxels, spacing %2 %5, origin %3 %5, %4</source>
        <translation>%1 Voxel, Voxelabstand %2 %5, Ursprung %3 %5, %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="368"/>
        <source>Cannot open the label map</source>
        <translation>Die Label-Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1: Öffnen Sie zuerst einen Scan; eine Label-Karte wird über einem Scan angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="140"/>
        <source>Opened dataset %1</source>
        <translation>Datensatz %1 geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="143"/>
        <source>Cannot open the dataset</source>
        <translation>Der Datensatz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>Open Scan</source>
        <translation>Scan öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="152"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="160"/>
        <source>Open Scan Folder</source>
        <translation>Scan-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="167"/>
        <source>Open Label Map</source>
        <translation>Label-Karte öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="168"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Label-Karten (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="175"/>
        <source>Open Dataset Folder</source>
        <translation>Datensatz-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <source>There is no label map to save.</source>
        <translation>Es gibt keine Label-Karte zum Speichern.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <source>%1 was read for the scan open before; open it again.</source>
        <translation>%1 wurde für den zuvor geöffneten Scan gelesen; bitte erneut öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="392"/>
        <source>%1 holds the scan&apos;s voxels in another axis order or direction (%2 against the scan&apos;s %3): placed on the scan&apos;s grid voxel for voxel.</source>
        <translation>%1 enthält die Voxel des Scans in anderer Achsenreihenfolge oder -richtung (%2 statt %3 des Scans): Voxel für Voxel auf das Gitter des Scans gelegt.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="458"/>
        <source>Building a multiresolution pyramid of %1 (once; it is larger than the memory share)...</source>
        <translation>Auflösungspyramide von %1 wird erstellt (einmalig; größer als der Speicheranteil)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="542"/>
        <source>Unsaved label maps</source>
        <translation>Nicht gespeicherte Label-Karten</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="543"/>
        <source>These label maps have edits that are not saved:
%1

Save them first?</source>
        <translation>Diese Label-Karten haben nicht gespeicherte Änderungen:
%1

Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="203"/>
        <source>Save Label Map</source>
        <translation>Label-Karte speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="228"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="231"/>
        <source>Cannot save the label map</source>
        <translation>Die Label-Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="82"/>
        <source>%1 pixels, spacing %2 %4, origin %3 %4</source>
        <translation>%1 Pixel, Pixelabstand %2 %4, Ursprung %3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>&quot;%1&quot; is a view of the data, not a label map.</source>
        <translation>„%1“ ist eine Ansicht der Daten, keine Label-Karte.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <source>%1 is the open scan; a label map never replaces it. Choose another file.</source>
        <translation>%1 ist der geöffnete Scan; eine Label-Karte ersetzt ihn nie. Wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="239"/>
        <source>Saving %1 at full resolution...</source>
        <translation>%1 wird in voller Auflösung gespeichert...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowFiles.cpp" line="325"/>
        <source>, %n channel files</source>
        <translation>
            <numerusform>, %n Kanaldatei</numerusform>
            <numerusform>, %n Kanaldateien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="332"/>
        <source>Opened %1 (%2) as a multiresolution pyramid (levels: %3): it is larger than the memory share (Preferences), so slices load at full resolution as you scroll and zoom. Label maps made on it, or opened on its grid, are painted and saved at full resolution; the 3D view shows them on the overview&apos;s grid (%4)</source>
        <translation>%1 (%2) als Auflösungspyramide geöffnet (Stufen: %3): größer als der Speicheranteil (Einstellungen), daher werden Schichten beim Blättern und Zoomen in voller Auflösung geladen. Darauf erstellte oder in seinem Raster geöffnete Label-Maps werden in voller Auflösung gemalt und gespeichert; die 3D-Ansicht zeigt sie im Raster der Übersicht (%4)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="343"/>
        <source>Opened %1 (%2%3)</source>
        <translation>%1 geöffnet (%2%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="376"/>
        <source>Label map does not fit the scan</source>
        <translation>Label-Karte passt nicht zum Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="377"/>
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
        <location filename="../app/gui/MainWindowFiles.cpp" line="382"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>Die Label-Karte %1 wurde nicht hinzugefügt: Ihre Geometrie weicht vom Scan ab.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="444"/>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="449"/>
        <source>Loading %1...</source>
        <translation>%1 wird geladen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="488"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Öffnen Sie einen Scan (Datei &gt; Scan öffnen) oder einen Datensatz-Ordner, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="507"/>
        <source>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</source>
        <translation>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="515"/>
        <source>   Label %1: %2</source>
        <translation>   Label %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Label map</source>
        <translation>Label-Karte</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="555"/>
        <source>About SegStudio</source>
        <translation>Über SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="556"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Eine Arbeitsumgebung für die 3D-Segmentierung: Scans und Label-Karten, U-Net-Training und Sliding-Window-Inferenz.&lt;/p&gt;&lt;p&gt;Beispieldaten: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MaskScanDialog</name>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="28"/>
        <source>Save Scan Masked by Label</source>
        <translation>Scan nach Label maskiert speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="35"/>
        <source>Label:</source>
        <translation>Label:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="36"/>
        <source>Outside the label (keep the label&apos;s voxels)</source>
        <translation>Außerhalb des Labels (die Voxel des Labels bleiben)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="39"/>
        <source>Inside the label (remove the label&apos;s voxels)</source>
        <translation>Innerhalb des Labels (die Voxel des Labels werden entfernt)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="44"/>
        <source>Fill:</source>
        <translation>Füllen:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="50"/>
        <source>Clamped to the scan&apos;s voxel type.</source>
        <translation>Auf den Voxeltyp des Scans begrenzt.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="51"/>
        <source>Fill value:</source>
        <translation>Füllwert:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="54"/>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="58"/>
        <source>New scan file:</source>
        <translation>Neue Scandatei:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="59"/>
        <source>The open scan and label map are not changed.</source>
        <translation>Der geöffnete Scan und die Labelkarte bleiben unverändert.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="64"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Saved the masked scan: %1</source>
        <translation>Maskierter Scan gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="102"/>
        <source>Save Masked Scan</source>
        <translation>Maskierten Scan speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="103"/>
        <source>Scans (*.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Scans (*.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="113"/>
        <source>Not saved: the label map holds no label.</source>
        <translation>Nicht gespeichert: Die Labelkarte enthält kein Label.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="126"/>
        <source>Saving the masked scan...</source>
        <translation>Maskierter Scan wird gespeichert...</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsNodesPage</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="39"/>
        <source>SegStudio finds, retrieves and sends DICOM only to the nodes listed here.</source>
        <translation>SegStudio sucht, holt und sendet DICOM nur bei den hier aufgeführten Knoten.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Our AE title</source>
        <translation>Unser AE-Titel</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>C-MOVE port</source>
        <translation>C-MOVE-Port</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Address (AE@host:port, or DICOMweb URL)</source>
        <translation>Adresse (AE@Host:Port oder DICOMweb-URL)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="46"/>
        <source>DICOM networking: the PACS&apos;s AE title, host and port, e.g. ORTHANC@pacs.example.org:4242. DICOMweb: the service&apos;s base URL, e.g. https://pacs.example.org/dicom-web (find with QIDO-RS, retrieve with WADO-RS, send with STOW-RS).</source>
        <translation>DICOM-Netzwerk: AE-Titel, Host und Port des PACS, z. B. ORTHANC@pacs.example.org:4242. DICOMweb: die Basis-URL des Dienstes, z. B. https://pacs.example.org/dicom-web (Suchen mit QIDO-RS, Abrufen mit WADO-RS, Senden mit STOW-RS).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="50"/>
        <source>Empty: retrieve with C-GET. A port: retrieve with C-MOVE, received on this port of this computer; the PACS must list our AE title with this computer&apos;s address and this port.</source>
        <translation>Leer: mit C-GET abrufen. Ein Port: mit C-MOVE abrufen, empfangen auf diesem Port dieses Computers; das PACS muss unseren AE-Titel mit der Adresse dieses Computers und diesem Port kennen.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="65"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="67"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="74"/>
        <source>TLS and credentials of the selected node</source>
        <translation>TLS und Zugangsdaten des gewählten Knotens</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>DICOMweb credentials file:</source>
        <translation>DICOMweb-Zugangsdatendatei:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="80"/>
        <source>DICOM: empty for no TLS; a PEM file turns TLS on and the node&apos;s certificate must be signed by it. DICOMweb over https: empty for this computer&apos;s certificate authorities.</source>
        <translation>DICOM: leer für kein TLS; eine PEM-Datei schaltet TLS ein, und das Zertifikat des Knotens muss von ihr signiert sein. DICOMweb über https: leer für die Zertifizierungsstellen dieses Computers.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Trusted certificates (CA):</source>
        <translation>Vertrauenswürdige Zertifikate (CA):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Our certificate (if required):</source>
        <translation>Unser Zertifikat (falls verlangt):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>Our private key:</source>
        <translation>Unser privater Schlüssel:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="82"/>
        <source>Only for nodes that ask for SegStudio&apos;s certificate (PEM).</source>
        <translation>Nur für Knoten, die das Zertifikat von SegStudio verlangen (PEM).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="83"/>
        <source>The unencrypted PEM key of our certificate.</source>
        <translation>Der unverschlüsselte PEM-Schlüssel unseres Zertifikats.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="84"/>
        <source>DICOMweb only: a file whose first line is user:password or Bearer &lt;token&gt;; sent over https only (or to this computer).</source>
        <translation>Nur DICOMweb: eine Datei, deren erste Zeile Benutzer:Passwort oder Bearer &lt;Token&gt; ist; wird nur über https gesendet (oder an diesen Computer).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="92"/>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose a PEM file</source>
        <translation>PEM-Datei wählen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose the credentials file</source>
        <translation>Zugangsdatendatei wählen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>PEM files (*.pem *.crt *.cer *.key);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.crt *.cer *.key);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsWorkspace</name>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="158"/>
        <source>Checking %1...</source>
        <translation>%1 wird geprüft...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="159"/>
        <source>%1 answers.</source>
        <translation>%1 antwortet.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="184"/>
        <source>PACS</source>
        <translation>PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="185"/>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="186"/>
        <source>The PACS nodes configured in Preferences. SegStudio sends to the chosen node only.</source>
        <translation>Die in den Einstellungen eingerichteten PACS-Knoten. SegStudio sendet nur an den gewählten Knoten.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="187"/>
        <source>Nodes...</source>
        <translation>Knoten...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="188"/>
        <source>Add, change or remove PACS nodes (Preferences).</source>
        <translation>PACS-Knoten hinzufügen, ändern oder entfernen (Einstellungen).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="189"/>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="190"/>
        <source>Find studies (* and ? match any characters):</source>
        <translation>Studien suchen (* und ? passen auf beliebige Zeichen):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="191"/>
        <source>Patient name</source>
        <translation>Patientenname</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="192"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient ID</source>
        <translation>Patienten-ID</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="193"/>
        <source>Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD</source>
        <translation>Studiendatum JJJJMMTT oder ein Bereich JJJJMMTT-JJJJMMTT</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="194"/>
        <source>Modality (CT, MR, SEG, ...)</source>
        <translation>Modalität (CT, MR, SEG, ...)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="195"/>
        <source>Accession number</source>
        <translation>Zugangsnummer</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="196"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient</source>
        <translation>Patient</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Modalities</source>
        <translation>Modalitäten</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Instances</source>
        <translation>Instanzen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Modality</source>
        <translation>Modalität</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="200"/>
        <source>Retrieve and Open</source>
        <translation>Abrufen und öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="201"/>
        <source>Retrieve Study and Open</source>
        <translation>Studie abrufen und öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="202"/>
        <source>Retrieves every series of the study and opens its largest image series; its SEG and RTSTRUCT series then open at once with Retrieve and Open.</source>
        <translation>Ruft jede Serie der Studie ab und öffnet ihre größte Bildserie; ihre SEG- und RTSTRUCT-Serien öffnen sich dann sofort mit „Abrufen und öffnen“.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="204"/>
        <source>Send Label Map as DICOM SEG</source>
        <translation>Label-Map als DICOM-SEG senden</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="205"/>
        <source>Exports the label map being edited as a DICOM SEG on the open series and sends it to the node.</source>
        <translation>Exportiert die bearbeitete Label-Map als DICOM-SEG zur offenen Serie und sendet es an den Knoten.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="206"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="231"/>
        <source>No PACS node is configured: add one in Preferences, PACS Nodes (the Nodes... button).</source>
        <translation>Kein PACS-Knoten eingerichtet: Fügen Sie einen unter Einstellungen, PACS-Knoten hinzu (Schaltfläche Knoten...).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="305"/>
        <source>Searching %1...</source>
        <translation>%1 wird durchsucht...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="318"/>
        <source>%n stud(ies) found.</source>
        <translation>
            <numerusform>%n Studie gefunden.</numerusform>
            <numerusform>%n Studien gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="332"/>
        <source>Listing the series of the study...</source>
        <translation>Die Serien der Studie werden aufgelistet...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="347"/>
        <source>%n series in the study.</source>
        <translation>
            <numerusform>%n Serie in der Studie.</numerusform>
            <numerusform>%n Serien in der Studie.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="413"/>
        <source>Choose a study and one of its series first.</source>
        <translation>Wählen Sie zuerst eine Studie und eine ihrer Serien.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="430"/>
        <source>Opening the copy retrieved earlier: %1</source>
        <translation>Die früher abgerufene Kopie wird geöffnet: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="439"/>
        <source>Retrieving the series...</source>
        <translation>Die Serie wird abgerufen...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="444"/>
        <source>Retrieved into %1</source>
        <translation>Abgerufen nach %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="453"/>
        <source>Choose a study and wait for its series to be listed first.</source>
        <translation>Wählen Sie zuerst eine Studie und warten Sie, bis ihre Serien aufgelistet sind.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="477"/>
        <source>Retrieving the study&apos;s %n series...</source>
        <translation>
            <numerusform>Die %n Serie der Studie wird abgerufen...</numerusform>
            <numerusform>Die %n Serien der Studie werden abgerufen...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="490"/>
        <source>Retrieved the study&apos;s %n series; none is an image series to open.</source>
        <translation>
            <numerusform>%n Serie der Studie abgerufen; keine ist eine Bildserie zum Öffnen.</numerusform>
            <numerusform>%n Serien der Studie abgerufen; keine ist eine Bildserie zum Öffnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="493"/>
        <source>Retrieved the study&apos;s %n series; opening %1.</source>
        <translation>
            <numerusform>%n Serie der Studie abgerufen; %1 wird geöffnet.</numerusform>
            <numerusform>%n Serien der Studie abgerufen; %1 wird geöffnet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="516"/>
        <source>Sending the DICOM SEG to %1...</source>
        <translation>DICOM-SEG wird an %1 gesendet...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="527"/>
        <source>Sent the DICOM SEG to %1.</source>
        <translation>DICOM-SEG an %1 gesendet.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::RaterAssignmentsPanel</name>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="62"/>
        <source>Rater</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="123"/>
        <source>Assignments</source>
        <translation>Zuweisungen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="124"/>
        <source>Only my cases</source>
        <translation>Nur meine Fälle</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="130"/>
        <source>Raters</source>
        <translation>Annotatoren</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Finished by</source>
        <translation>Abgeschlossen von</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="126"/>
        <source>Double-click a case to open it with its raters&apos; maps.</source>
        <translation>Doppelklicken Sie auf einen Fall, um ihn mit den Karten seiner Annotatoren zu öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="127"/>
        <source>Save my map and finish the case</source>
        <translation>Meine Karte speichern und Fall abschließen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="128"/>
        <source>Saves the Label editor&apos;s map as this rater&apos;s map of the open case (raters/&lt;name&gt;/labelsTr/) and records the case as finished by them.</source>
        <translation>Speichert die Karte des Label-Editors als Karte dieses Annotators für den offenen Fall (raters/&lt;name&gt;/labelsTr/) und vermerkt den Fall als von ihm abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="131"/>
        <source>Raters to share the cases: ann, bo, cy</source>
        <translation>Annotatoren, die sich die Fälle teilen: ann, bo, cy</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="132"/>
        <source>Raters per case</source>
        <translation>Annotatoren pro Fall</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="133"/>
        <source>Assign</source>
        <translation>Zuweisen</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="134"/>
        <source>Gives every training case this many raters, each time the one with the fewest cases. Cases already assigned keep their raters.</source>
        <translation>Gibt jedem Trainingsfall so viele Annotatoren, jedes Mal den mit den wenigsten Fällen. Bereits zugewiesene Fälle behalten ihre Annotatoren.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="145"/>
        <source>Open a dataset to assign its cases to raters.</source>
        <translation>Öffnen Sie einen Datensatz, um seine Fälle Annotatoren zuzuweisen.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="190"/>
        <source>Reading the assignments...</source>
        <translation>Zuweisungen werden gelesen...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="207"/>
        <source>Assigning the cases...</source>
        <translation>Fälle werden zugewiesen...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="210"/>
        <source>Assigned: every training case has %n rater(s) or more.</source>
        <translation>
            <numerusform>Zugewiesen: Jeder Trainingsfall hat %n Annotator oder mehr.</numerusform>
            <numerusform>Zugewiesen: Jeder Trainingsfall hat %n Annotatoren oder mehr.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="222"/>
        <source>Not saved: label the case in the Label editor first; its target layer is what is saved.</source>
        <translation>Nicht gespeichert: Beschriften Sie den Fall zuerst im Label-Editor; dessen Zielebene wird gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="231"/>
        <source>Not saved: the open scan is not case %1&apos;s; open the case from the Dataset dock or this list.</source>
        <translation>Nicht gespeichert: Der offene Scan gehört nicht zu Fall %1; öffnen Sie den Fall aus dem Datensatz-Dock oder dieser Liste.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="237"/>
        <source>Not saved: a full-resolution map of a pyramid scan is saved with File &gt; Save Label Map As.</source>
        <translation>Nicht gespeichert: Eine Karte in voller Auflösung eines Pyramiden-Scans wird mit Datei &gt; Label-Karte speichern unter gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="249"/>
        <source>Saving %1&apos;s map of %2...</source>
        <translation>Karte von %1 für %2 wird gespeichert...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="255"/>
        <source>Saved as %1&apos;s map: %2; %3 is finished.</source>
        <translation>Als Karte von %1 gespeichert: %2; %3 ist abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="259"/>
        <source>Their previous map is kept as %1.</source>
        <translation>Die vorherige Karte ist als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="268"/>
        <source>Not done: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="311"/>
        <source>%1: %2 of %n case(s) finished</source>
        <translation>
            <numerusform>%1: %2 von %n Fall abgeschlossen</numerusform>
            <numerusform>%1: %2 von %n Fällen abgeschlossen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="313"/>
        <source>No case is assigned yet: name the raters below and press Assign.</source>
        <translation>Noch kein Fall zugewiesen: Nennen Sie unten die Annotatoren und drücken Sie Zuweisen.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::ReviewWorkspace</name>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="82"/>
        <source>No scan for this case</source>
        <translation>Kein Scan für diesen Fall</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="83"/>
        <source>No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case&apos;s scan.</source>
        <translation>Im Scan-Ordner wurde kein Scan namens %1 (oder %1_0000) gefunden. Wählen Sie den Ordner mit dem Scan des Falls.</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="106"/>
        <source>Reference (%1)</source>
        <translation>Referenz (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="107"/>
        <source>Prediction (%1)</source>
        <translation>Vorhersage (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="130"/>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="134"/>
        <source>False positive</source>
        <translation>Falsch positiv</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="135"/>
        <source>False negative</source>
        <translation>Falsch negativ</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="136"/>
        <source>Wrong label</source>
        <translation>Falsches Label</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="139"/>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="163"/>
        <source>Cannot compare the label maps</source>
        <translation>Die Label-Karten können nicht verglichen werden</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="155"/>
        <source>Prediction and reference agree on every voxel of this class.</source>
        <translation>Vorhersage und Referenz stimmen in jedem Voxel dieser Klasse überein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="160"/>
        <source>Largest error: %n voxel(s) on axial slice %1</source>
        <translation>
            <numerusform>Größter Fehler: %n Voxel auf axialer Schicht %1</numerusform>
            <numerusform>Größter Fehler: %n Voxel auf axialer Schicht %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="169"/>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="171"/>
        <source>Label Statistics</source>
        <translation>Label-Statistik</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="173"/>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
</context>
<context>
    <name>segstudio::app::SurfaceExportDialog</name>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="53"/>
        <source>Export Surfaces: %1</source>
        <translation>Oberflächen exportieren: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="57"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="72"/>
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="74"/>
        <source>Smooth (windowed sinc; off keeps the voxel steps)</source>
        <translation>Glätten (Windowed Sinc; aus behält die Voxelstufen)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="83"/>
        <source>Smaller smooths more; 0.1 keeps folds a few voxels wide</source>
        <translation>Kleiner glättet stärker; 0,1 erhält Falten von wenigen Voxeln Breite</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="84"/>
        <source>Pass band:</source>
        <translation>Durchlassband:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="89"/>
        <source>Iterations:</source>
        <translation>Iterationen:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="96"/>
        <source>Quadric decimation: the share of triangles kept</source>
        <translation>Quadrik-Dezimierung: der Anteil der behaltenen Dreiecke</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="97"/>
        <source>Triangles kept:</source>
        <translation>Behaltene Dreiecke:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="98"/>
        <source>Largest connected part only</source>
        <translation>Nur der größte zusammenhängende Teil</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="103"/>
        <source>LPS (DICOM, ITK, Slicer&apos;s default)</source>
        <translation>LPS (DICOM, ITK, Standard in Slicer)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="104"/>
        <source>RAS (NIfTI world, many 3D printing tools)</source>
        <translation>RAS (NIfTI-Welt, viele 3D-Druck-Programme)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="105"/>
        <source>Coordinates:</source>
        <translation>Koordinaten:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="109"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="114"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="115"/>
        <source>Every label in one file (PLY and VTP keep each triangle&apos;s label)</source>
        <translation>Alle Labels in einer Datei (PLY und VTP behalten das Label jedes Dreiecks)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="121"/>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="124"/>
        <source>Folder or file:</source>
        <translation>Ordner oder Datei:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Area (mm²)</source>
        <translation>Fläche (mm²)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Volume (ml)</source>
        <translation>Volumen (ml)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="146"/>
        <source>Preview in 3D View</source>
        <translation>In der 3D-Ansicht vorschauen</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="148"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="160"/>
        <source>No preview: %1</source>
        <translation>Keine Vorschau: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="164"/>
        <source>The 3D view shows %n surface(s) as they will be exported.</source>
        <translation>
            <numerusform>Die 3D-Ansicht zeigt %n Oberfläche so, wie sie exportiert wird.</numerusform>
            <numerusform>Die 3D-Ansicht zeigt %n Oberflächen so, wie sie exportiert werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="166"/>
        <source>The 3D view shows %n surface(s) of the overview; Export makes them from the full resolution map.</source>
        <translation>
            <numerusform>Die 3D-Ansicht zeigt %n Oberfläche der Übersicht; Exportieren erzeugt sie aus der Karte in voller Auflösung.</numerusform>
            <numerusform>Die 3D-Ansicht zeigt %n Oberflächen der Übersicht; Exportieren erzeugt sie aus der Karte in voller Auflösung.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="207"/>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="256"/>
        <source>Choose at least one label.</source>
        <translation>Wählen Sie mindestens ein Label.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="212"/>
        <source>Making %n surface(s) for the 3D view...</source>
        <translation>
            <numerusform>%n Oberfläche für die 3D-Ansicht wird erstellt...</numerusform>
            <numerusform>%n Oberflächen für die 3D-Ansicht werden erstellt...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="260"/>
        <source>Choose a folder, or a file for every label in one file.</source>
        <translation>Wählen Sie einen Ordner, oder eine Datei für alle Labels in einer Datei.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="269"/>
        <source>Making %n surface(s)...</source>
        <translation>
            <numerusform>Erzeuge %n Oberfläche...</numerusform>
            <numerusform>Erzeuge %n Oberflächen...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="311"/>
        <source>Export Surfaces To File</source>
        <translation>Oberflächen in Datei exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="312"/>
        <source>Meshes (*.stl *.obj *.ply *.vtp)</source>
        <translation>Netze (*.stl *.obj *.ply *.vtp)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="313"/>
        <source>Export Surfaces To Folder</source>
        <translation>Oberflächen in Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="331"/>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="356"/>
        <source>Wrote %n file(s) in %1 s: %2</source>
        <translation>
            <numerusform>%n Datei in %1 s geschrieben: %2</numerusform>
            <numerusform>%n Dateien in %1 s geschrieben: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::TrainingWorkspace</name>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="165"/>
        <source>Cannot plan the training</source>
        <translation>Das Training kann nicht geplant werden</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="179"/>
        <source>Planned: patch %1x%2x%3, batch %4, %5 stages</source>
        <translation>Geplant: Patch %1x%2x%3, Batch %4, %5 Stufen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="194"/>
        <source>Training dashboard</source>
        <translation>Trainings-Dashboard</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="197"/>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="198"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="201"/>
        <source>Cancel segmentation</source>
        <translation>Segmentierung abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="239"/>
        <source>Planning (preprocessing the dataset if needed)...</source>
        <translation>Planung läuft (Datensatz wird bei Bedarf vorverarbeitet)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="315"/>
        <source>%1 (preprocessed)</source>
        <translation>%1 (vorverarbeitet)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="155"/>
        <source>Indexing the segmentation for viewing: %1 of %2 slices</source>
        <translation>Segmentierung wird für die Anzeige indiziert: %1 von %2 Schichten</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="157"/>
        <source>Segmenting at full resolution with %1: %2 of %3 slices, about %4 s left</source>
        <translation>Segmentierung in voller Auflösung mit %1: %2 von %3 Schichten, noch etwa %4 s</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="195"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="196"/>
        <source>Live preview</source>
        <translation>Live-Vorschau</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="199"/>
        <source>Imported models</source>
        <translation>Importierte Modelle</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="291"/>
        <source>Live preview unavailable: %1</source>
        <translation>Live-Vorschau nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="334"/>
        <source>Training failed</source>
        <translation>Training fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="337"/>
        <source>Training %1 after %2 epoch(s); best mean Dice %3</source>
        <translation>Training nach %2 Epoche(n) %1; bester mittlerer Dice-Wert %3</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Nothing to segment</source>
        <translation>Nichts zu segmentieren</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Open a scan first.</source>
        <translation>Öffnen Sie zuerst einen Scan.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="351"/>
        <source>Already segmenting</source>
        <translation>Segmentierung läuft bereits</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="352"/>
        <source>The scan is being segmented with %1; wait for it, or cancel it in the status bar.</source>
        <translation>Der Scan wird gerade mit %1 segmentiert; warten Sie darauf oder brechen Sie es in der Statusleiste ab.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="368"/>
        <source>Segmenting at full resolution with %1, block by block (a stopped run continues where it stopped)...</source>
        <translation>Segmentierung in voller Auflösung mit %1, Block für Block (ein abgebrochener Lauf setzt dort fort, wo er stehen blieb)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="373"/>
        <source>Segmenting with %1...</source>
        <translation>Segmentierung mit %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="387"/>
        <source>Segmentation cancelled</source>
        <translation>Segmentierung abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="388"/>
        <source>Segmentation cancelled; its finished blocks are kept, and segmenting this scan with %1 again continues after them</source>
        <translation>Segmentierung abgebrochen; die fertigen Blöcke bleiben erhalten, und eine erneute Segmentierung dieses Scans mit %1 setzt danach fort</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="394"/>
        <source>Segmentation failed</source>
        <translation>Segmentierung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="401"/>
        <source>The segmentation of %1 was not added: another scan is open now. It is kept in %2; open that scan and then this label map.</source>
        <translation>Die Segmentierung von %1 wurde nicht hinzugefügt: jetzt ist ein anderer Scan geöffnet. Sie liegt in %2; öffnen Sie jenen Scan und dann diese Label-Karte.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="409"/>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="430"/>
        <source>Segmentation (%1)</source>
        <translation>Segmentierung (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="416"/>
        <source>Opened the full-resolution segmentation %1 made earlier from this scan with this model; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>Die früher mit diesem Modell aus diesem Scan erstellte Segmentierung in voller Auflösung %1 wurde geöffnet; speichern mit Datei &gt; Label-Karte speichern unter (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="418"/>
        <source>Segmented at full resolution in %1 s%2; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>In voller Auflösung segmentiert in %1 s%2; speichern mit Datei &gt; Label-Karte speichern unter (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="420"/>
        <source>, continuing at slice %1</source>
        <translation>, fortgesetzt ab Schicht %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="435"/>
        <source>Segmented with every part of %1 in %2 s (%n structure(s)); save it with File &gt; Save Label Map As</source>
        <translation>
            <numerusform>Mit jedem Teil von %1 in %2 s segmentiert (%n Struktur); speichern mit Datei &gt; Label-Karte speichern unter</numerusform>
            <numerusform>Mit jedem Teil von %1 in %2 s segmentiert (%n Strukturen); speichern mit Datei &gt; Label-Karte speichern unter</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="444"/>
        <source>Uncertainty (%1)</source>
        <translation>Unsicherheit (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="445"/>
        <source>Segmented in %1 s; tick its Uncertainty layer to see where the model is unsure; save it with File &gt; Save Label Map As</source>
        <translation>In %1 s segmentiert; aktivieren Sie die Unsicherheits-Ebene, um zu sehen, wo das Modell unsicher ist; speichern mit Datei &gt; Label-Karte speichern unter</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="37"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="46"/>
        <source>Cannot retrain</source>
        <translation>Nachtrainieren nicht möglich</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <source>A run is in progress; wait for it or stop it first.</source>
        <translation>Ein Lauf ist aktiv; warten Sie oder stoppen Sie ihn zuerst.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="38"/>
        <source>Choose the dataset folder that holds the corrections in the Training panel (a folder with dataset.json).</source>
        <translation>Wählen Sie im Bereich „Training“ den Datensatzordner mit den Korrekturen (ein Ordner mit dataset.json).</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="67"/>
        <source>Fine-tuning %1 on %2...</source>
        <translation>%1 wird auf %2 feinabgestimmt...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="69"/>
        <source>Retraining %1 with the corrections...</source>
        <translation>%1 wird mit den Korrekturen nachtrainiert...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Retraining failed</source>
        <translation>Nachtrainieren fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Fine-tuning failed</source>
        <translation>Feinabstimmung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="87"/>
        <source>Fine-tuning stopped; the imported model stays active.</source>
        <translation>Feinabstimmung gestoppt; das importierte Modell bleibt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="88"/>
        <source>Retraining stopped; the previous model stays active.</source>
        <translation>Nachtrainieren gestoppt; das vorherige Modell bleibt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="92"/>
        <source>Comparing the fine-tuned model with the imported one...</source>
        <translation>Das feinabgestimmte Modell wird mit dem importierten verglichen...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="93"/>
        <source>Comparing the retrained model with the previous one...</source>
        <translation>Das nachtrainierte Modell wird mit dem vorherigen verglichen...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <source>Cannot compare the models</source>
        <translation>Die Modelle können nicht verglichen werden</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="138"/>
        <source>The previous model stays active.</source>
        <translation>Das vorherige Modell bleibt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="135"/>
        <source>The fine-tuned model is now active.</source>
        <translation>Das feinabgestimmte Modell ist jetzt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="136"/>
        <source>The imported model stays active.</source>
        <translation>Das importierte Modell bleibt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="137"/>
        <source>The retrained model is now active.</source>
        <translation>Das nachtrainierte Modell ist jetzt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="24"/>
        <source>%1 samples/s, data wait %2 %</source>
        <translation>%1 Samples/s, Datenwartezeit %2 %</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="59"/>
        <source>Applied: %1
Before: %2. After (first %3 steps of this run): %4, %5x.</source>
        <translation>Übernommen: %1
Vorher: %2. Nachher (erste %3 Schritte dieses Laufs): %4, %5-fach.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="82"/>
        <source>Applied: %1
Before: %2. After: measured over the first %3 steps of the next run.</source>
        <translation>Übernommen: %1
Vorher: %2. Nachher: wird über die ersten %3 Schritte des nächsten Laufs gemessen.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::WorklistWorkspace</name>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="81"/>
        <source>Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Unsicherheitskarten (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="90"/>
        <source>Worklist</source>
        <translation>Arbeitsliste</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="92"/>
        <source>Open &amp;Uncertainty Map...</source>
        <translation>&amp;Unsicherheitskarte öffnen...</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="111"/>
        <source>Cannot open the uncertainty map</source>
        <translation>Die Unsicherheitskarte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <source>%1: open a scan first; the map is shown over a scan.</source>
        <translation>%1: Öffnen Sie zuerst einen Scan; die Karte wird über einem Scan angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="112"/>
        <source>%1 does not lie on the grid of the open scan: %2</source>
        <translation>%1 liegt nicht auf dem Gitter des geöffneten Scans: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="113"/>
        <source>different size</source>
        <translation>andere Größe</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="118"/>
        <source>Uncertainty (%1)</source>
        <translation>Unsicherheit (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="143"/>
        <source>Prediction (%1)</source>
        <translation>Vorhersage (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="155"/>
        <source>%1: the model is least sure on axial slice %2. Correct the prediction, then Edit &gt; Save Correction to Dataset (Ctrl+Shift+S).</source>
        <translation>%1: Das Modell ist sich auf der axialen Schicht %2 am wenigsten sicher. Korrigieren Sie die Vorhersage, dann Bearbeiten &gt; Korrektur im Datensatz speichern (Strg+Umschalt+S).</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <location filename="../widgets/DatasetBrowser.cpp" line="86"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Spacing</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Ch.</source>
        <translation>Kan.</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="65"/>
        <source>Channels</source>
        <translation>Kanäle</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="66"/>
        <source>The label values present in the case&apos;s label map</source>
        <translation>Die in der Labelkarte des Falls vorhandenen Labelwerte</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="67"/>
        <source>Filter cases</source>
        <translation>Fälle filtern</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="72"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>Kein Datensatz geöffnet. Verwenden Sie Datei &gt; Datensatz-Ordner öffnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="75"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1: %n Fall, zum Öffnen anklicken</numerusform>
            <numerusform>%1: %n Fälle, zum Öffnen einen davon anklicken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="112"/>
        <source>%1 (no label map)</source>
        <translation>%1 (keine Labelkarte)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="159"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n Label</numerusform>
            <numerusform>%n Labels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/GettingStartedDialog.cpp" line="44"/>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ImportedModelsPanel</name>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="47"/>
        <source>(%1 cannot be read: %2)</source>
        <translation>(%1 kann nicht gelesen werden: %2)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="50"/>
        <source>... (the rest is in %1)</source>
        <translation>... (der Rest steht in %1)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="103"/>
        <source>Licence and notes</source>
        <translation>Lizenz und Hinweise</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Spacing (mm)</source>
        <translation>Abstand (mm)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Patch</source>
        <translation>Patch</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="116"/>
        <source>Add Model Folder...</source>
        <translation>Modellordner hinzufügen...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="117"/>
        <source>An nnU-Net v2 results folder (or a folder of several, as TotalSegmentator&apos;s), a TorchScript folder, or a SegStudio package</source>
        <translation>Ein nnU-Net-v2-Ergebnisordner (oder ein Ordner mit mehreren, wie bei TotalSegmentator), ein TorchScript-Ordner oder ein SegStudio-Paket</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="119"/>
        <source>Segment Current Scan</source>
        <translation>Aktuellen Scan segmentieren</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="120"/>
        <source>Fine-tune on the Training Dataset</source>
        <translation>Auf dem Trainingsdatensatz feinabstimmen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="121"/>
        <source>An nnU-Net model: train on the Training panel&apos;s dataset from its weights, preprocessed as the model does (a new output head when the labels differ), then compare both models</source>
        <translation>Ein nnU-Net-Modell: ab seinen Gewichten auf dem Datensatz des Trainingsbereichs trainieren, vorverarbeitet wie vom Modell (ein neuer Ausgabekopf, wenn die Labels abweichen), dann beide Modelle vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="123"/>
        <source>Licence...</source>
        <translation>Lizenz...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="124"/>
        <source>Remove from List</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="125"/>
        <source>Forgets the model here; its folder stays as it is</source>
        <translation>Vergisst das Modell hier; sein Ordner bleibt unverändert</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="179"/>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="196"/>
        <source>No imported model yet: Add Model Folder..., or Training &gt; Segment with Model Folder...</source>
        <translation>Noch kein importiertes Modell: Modellordner hinzufügen... oder Training &gt; Mit Modellordner segmentieren...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="211"/>
        <source>Trainer: %1, plans: %2</source>
        <translation>Trainer: %1, Pläne: %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="215"/>
        <source>Runs as: %1</source>
        <translation>Läuft als: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="216"/>
        <source>No licence or notes file beside the weights</source>
        <translation>Keine Lizenz- oder Hinweisdatei neben den Gewichten</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="217"/>
        <source>Licence and notes: %1</source>
        <translation>Lizenz und Hinweise: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="205"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="226"/>
        <source>Add Model Folder</source>
        <translation>Modellordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="231"/>
        <source>Not a model folder</source>
        <translation>Kein Modellordner</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="257"/>
        <source>Licence of this model</source>
        <translation>Lizenz dieses Modells</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="258"/>
        <source>These weights come with a licence or notes (%1). Read them before the first use:</source>
        <translation>Zu diesen Gewichten gehören eine Lizenz oder Hinweise (%1). Lesen Sie sie vor der ersten Verwendung:</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="265"/>
        <source>Accept and Use</source>
        <translation>Akzeptieren und verwenden</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::InteractiveAssistController</name>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="41"/>
        <source>%1 segments whole scans and takes no clicks. Choose an interactive model: train one with the configuration &quot;Interactive&quot;.</source>
        <translation>%1 segmentiert ganze Scans und nimmt keine Klicks an. Wählen Sie ein interaktives Modell: Trainieren Sie eines mit der Konfiguration „Interaktiv“.</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="86"/>
        <source>No interactive model yet. Choose one (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot; (or segstudio-cli train DATASET --configuration interactive).</source>
        <translation>Noch kein interaktives Modell. Wählen Sie eines (Modell…) oder verwenden Sie Wachsen, das keines braucht. Um eines auf dem offenen Datensatz zu trainieren: Training, Konfiguration „Interaktiv“ (oder segstudio-cli train DATASET --configuration interactive).</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="92"/>
        <source>AI assist segments labels 1 to 255; label %1 is beyond them.</source>
        <translation>KI-Assistenz segmentiert die Labels 1 bis 255; Label %1 liegt außerhalb.</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="106"/>
        <source>AI assist: preview</source>
        <translation>KI-Assistenz: Vorschau</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditController</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="102"/>
        <source>No label value is left in this label map (its voxels hold at most %1).</source>
        <translation>In dieser Label-Karte ist kein Label-Wert mehr frei (ihre Voxel fassen höchstens %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="105"/>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="116"/>
        <source>Label %1</source>
        <translation>Label %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="219"/>
        <source>Nothing filled: the clicked voxel&apos;s intensity %1 is outside the window %2 to %3.</source>
        <translation>Nichts gefüllt: Die Intensität %1 des angeklickten Voxels liegt außerhalb des Fensters %2 bis %3.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="221"/>
        <source>Nothing changed: no voxel in reach may be painted under the current rules.</source>
        <translation>Nichts geändert: Nach den aktuellen Regeln darf kein erreichbares Voxel bemalt werden.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="252"/>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="74"/>
        <source>AI assist</source>
        <translation>KI-Assistenz</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="373"/>
        <source>Nothing to accept yet: paint seeds of a label and of the background first.</source>
        <translation>Noch nichts zu übernehmen: Malen Sie zuerst Saatpunkte eines Labels und des Hintergrunds.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="374"/>
        <source>Nothing changed: no grown voxel may be painted under the current rules.</source>
        <translation>Nichts geändert: Nach den aktuellen Regeln darf kein gewachsenes Voxel bemalt werden.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="380"/>
        <source>Nothing to accept yet: click inside a structure first.</source>
        <translation>Noch nichts zu übernehmen: Klicken Sie zuerst in eine Struktur.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="381"/>
        <source>Nothing changed: no voxel of the object may be painted under the current rules.</source>
        <translation>Nichts geändert: Nach den aktuellen Regeln darf kein Voxel des Objekts bemalt werden.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="407"/>
        <source>Interpolation between slices</source>
        <translation>Interpolation zwischen Schichten</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="415"/>
        <source>Nothing to fill: label %1 needs two slices with empty slices between them.</source>
        <translation>Nichts zu füllen: Label %1 braucht zwei Schichten mit leeren Schichten dazwischen.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Deleting an object</source>
        <translation>Ein Objekt löschen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Merging objects</source>
        <translation>Objekte zusammenführen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="433"/>
        <source>Nothing changed: label %1 is absent or locked.</source>
        <translation>Nichts geändert: Label %1 fehlt oder ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="451"/>
        <source>Split: click inside the object to split; this voxel is background.</source>
        <translation>Teilen: in das zu teilende Objekt klicken; dieses Voxel ist Hintergrund.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="455"/>
        <source>Split label %1: now click inside the part that should become a new object.</source>
        <translation>Label %1 teilen: jetzt in den Teil klicken, der ein neues Objekt werden soll.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="462"/>
        <source>Split: click a second point, away from the first.</source>
        <translation>Teilen: einen zweiten Punkt abseits des ersten klicken.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="463"/>
        <source>Split: the second click must lie inside the same object (label %1).</source>
        <translation>Teilen: der zweite Klick muss im selben Objekt liegen (Label %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="470"/>
        <source>Nothing changed: label %1 is locked.</source>
        <translation>Nichts geändert: Label %1 ist gesperrt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="472"/>
        <source>Label %1 split: %n voxel(s) are now label %2.</source>
        <translation>
            <numerusform>Label %1 geteilt: %n Voxel ist jetzt Label %2.</numerusform>
            <numerusform>Label %1 geteilt: %n Voxel sind jetzt Label %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="46"/>
        <source>%1 needs a label map held whole. This scan is open as a multiresolution pyramid and its label map is held at full resolution, where the brush, the eraser and the polygon work.</source>
        <translation>%1 braucht eine ganz geladene Label-Map. Dieser Scan ist als Auflösungspyramide geöffnet und seine Label-Map liegt in voller Auflösung vor; dort arbeiten Pinsel, Radierer und Polygon.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="65"/>
        <source>Flood fill</source>
        <translation>Flutfüllung</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="68"/>
        <source>Threshold paint</source>
        <translation>Schwellwert-Malen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="71"/>
        <source>Grow from seeds</source>
        <translation>Aus Saatpunkten wachsen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="77"/>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="9"/>
        <source>A segment operation</source>
        <translation>Eine Segmentoperation</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="13"/>
        <source>Open or create a label map to edit first.</source>
        <translation>Öffnen oder erstellen Sie zuerst eine Labelkarte zum Bearbeiten.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="21"/>
        <source>Nothing changed: label %1 is absent, or the operation leaves it as it is.</source>
        <translation>Nichts geändert: Label %1 fehlt, oder die Operation lässt es unverändert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="23"/>
        <source>Label %1: %n island(s) split off as new labels.</source>
        <translation>
            <numerusform>Label %1: %n Insel als neues Label abgetrennt.</numerusform>
            <numerusform>Label %1: %n Inseln als neue Labels abgetrennt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="26"/>
        <source>Label %1: %2 voxel(s) added, %3 removed.</source>
        <translation>Label %1: %2 Voxel hinzugefügt, %3 entfernt.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditorPanel</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="214"/>
        <source>New label map</source>
        <translation>Neue Label-Karte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="270"/>
        <source>Label map</source>
        <translation>Label-Karte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="271"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="272"/>
        <source>A new empty label map on the open scan</source>
        <translation>Eine neue leere Label-Karte auf dem geöffneten Scan</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Navigate</source>
        <translation>Navigieren</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Flood fill</source>
        <translation>Flutfüllung</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Threshold</source>
        <translation>Schwellwert</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Grow</source>
        <translation>Wachsen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="315"/>
        <source>AI assist</source>
        <translation>KI-Assistenz</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="275"/>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="277"/>
        <source>The left button moves the cursor (no editing)</source>
        <translation>Die linke Taste bewegt den Cursor (keine Bearbeitung)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="278"/>
        <source>Paint the active label; [ and ] change the size</source>
        <translation>Das aktive Label malen; [ und ] ändern die Größe</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="279"/>
        <source>Erase the active label (other labels stay)</source>
        <translation>Das aktive Label radieren (andere Labels bleiben)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="280"/>
        <source>Click the corners on a slice; double-click or Enter fills, Escape cancels</source>
        <translation>Ecken auf einer Schicht anklicken; Doppelklick oder Eingabe füllt, Escape bricht ab</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="281"/>
        <source>Click a voxel: its connected region within the intensity window gets the label</source>
        <translation>Ein Voxel anklicken: Seine zusammenhängende Region im Intensitätsfenster erhält das Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="282"/>
        <source>Click a slice: every voxel within the intensity window gets the label</source>
        <translation>Eine Schicht anklicken: Jedes Voxel im Intensitätsfenster erhält das Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="283"/>
        <source>Grow from seeds: paint a few strokes inside each structure and around it (Background seeds); the whole structure grows in 3D. Enter accepts, Escape resets</source>
        <translation>Aus Saatpunkten wachsen: Malen Sie einige Striche in jede Struktur und um sie herum (Hintergrund-Saatpunkte); die ganze Struktur wächst in 3D. Enter übernimmt, Escape setzt zurück</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="285"/>
        <source>AI assist: click inside a structure (right button or Shift: outside it), or drag a box, a scribble or a lasso; an interactive model segments it in 3D. Enter accepts, Escape resets</source>
        <translation>KI-Assistenz: Klicken Sie in eine Struktur (rechte Taste oder Umschalt: außerhalb) oder ziehen Sie einen Rahmen, einen Strich oder ein Lasso; ein interaktives Modell segmentiert sie in 3D. Eingabe übernimmt, Escape setzt zurück</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="287"/>
        <source>Split an object in two: click inside the part that keeps its id, then inside the part that becomes a new object; the object is cut where the two clicks are equally far</source>
        <translation>Ein Objekt zweiteilen: in den Teil klicken, der seine ID behält, dann in den Teil, der ein neues Objekt wird; geschnitten wird, wo beide Klicks gleich weit entfernt sind</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="293"/>
        <source>Brush size</source>
        <translation>Pinselgröße</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="294"/>
        <source>Diameter of the brush in mm, drawn as an outline under the pointer</source>
        <translation>Durchmesser des Pinsels in mm, als Umriss unter dem Zeiger gezeigt</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="295"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="296"/>
        <source>A ball across slices instead of a disk in the slice</source>
        <translation>Eine Kugel über Schichten statt einer Scheibe in der Schicht</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="297"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="298"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="299"/>
        <source>Add a label with the next free value, a name and a colour</source>
        <translation>Ein Label mit dem nächsten freien Wert, einem Namen und einer Farbe hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="300"/>
        <source>Paint over</source>
        <translation>Übermalen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="301"/>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="302"/>
        <source>Voxels of a ticked label are never changed</source>
        <translation>Voxel eines angehakten Labels werden nie geändert</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="303"/>
        <source>Intensity window (flood fill, threshold)</source>
        <translation>Intensitätsfenster (Flutfüllung, Schwellwert)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>This slice</source>
        <translation>Diese Schicht</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>Whole volume</source>
        <translation>Ganzes Volumen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="306"/>
        <source>Grow from seeds</source>
        <translation>Aus Saatpunkten wachsen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="307"/>
        <source>Background seeds</source>
        <translation>Hintergrund-Saatpunkte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="308"/>
        <source>Strokes mark background (what is not any structure) instead of the active label</source>
        <translation>Striche markieren Hintergrund (was zu keiner Struktur gehört) statt des aktiven Labels</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="309"/>
        <source>Whole image</source>
        <translation>Ganzes Bild</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="310"/>
        <source>Grow over the whole scan instead of a box around the seeds (slower on large scans)</source>
        <translation>Über den ganzen Scan wachsen statt in einem Quader um die Saatpunkte (langsamer bei großen Scans)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="311"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="329"/>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="312"/>
        <source>Write the grown labels into the label map as one undo step (Enter)</source>
        <translation>Die gewachsenen Labels als ein Rückgängig-Schritt in die Labelkarte schreiben (Enter)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="313"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="331"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="314"/>
        <source>Remove the seeds and the preview (Escape)</source>
        <translation>Saatpunkte und Vorschau entfernen (Escape)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="316"/>
        <source>Model…</source>
        <translation>Modell…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="317"/>
        <source>An interactive model: a run folder or model package trained with the configuration &quot;Interactive&quot;</source>
        <translation>Ein interaktives Modell: ein Lauf-Ordner oder Modellpaket, trainiert mit der Konfiguration „Interaktiv“</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="319"/>
        <source>A drag draws</source>
        <translation>Ziehen zeichnet</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Box</source>
        <translation>Rahmen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Scribble</source>
        <translation>Strich</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Lasso</source>
        <translation>Lasso</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="322"/>
        <source>A box around the structure, reaching across slices as far as it is wide</source>
        <translation>Ein Rahmen um die Struktur, der über so viele Schichten reicht, wie sie breit ist</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="323"/>
        <source>A line over the structure (right button or Shift: over what is not it)</source>
        <translation>Eine Linie über die Struktur (rechte Taste oder Umschalt: über das, was nicht dazugehört)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="324"/>
        <source>An outline around the structure on this slice</source>
        <translation>Ein Umriss um die Struktur in dieser Schicht</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="330"/>
        <source>Write the object into the label map as one undo step (Enter)</source>
        <translation>Das Objekt als ein Rückgängig-Schritt in die Label-Map schreiben (Eingabe)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="332"/>
        <source>Forget the clicks and the preview (Escape)</source>
        <translation>Klicks und Vorschau verwerfen (Escape)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="335"/>
        <source>Fill between slices</source>
        <translation>Zwischen Schichten füllen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="336"/>
        <source>Interpolate the active label&apos;s shape across the empty slices between edited ones</source>
        <translation>Die Form des aktiven Labels über die leeren Schichten zwischen bearbeiteten interpolieren</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="337"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="338"/>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>Letzte Bearbeitung rückgängig machen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="339"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="340"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="363"/>
        <source>All labels</source>
        <translation>Alle Labels</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="364"/>
        <source>Empty voxels only</source>
        <translation>Nur leere Voxel</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="370"/>
        <source>Only %1</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>No interactive model</source>
        <translation>Kein interaktives Modell</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="402"/>
        <source>Choose an interactive model (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot;.</source>
        <translation>Wählen Sie ein interaktives Modell (Modell…) oder verwenden Sie Wachsen, das keines braucht. Um eines auf dem offenen Datensatz zu trainieren: Training, Konfiguration „Interaktiv“.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="404"/>
        <source>Segmenting…</source>
        <translation>Segmentiere…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="405"/>
        <source>Found in %1 ms. Click to correct (right button: not this), then Accept.</source>
        <translation>In %1 ms gefunden. Klicken Sie zum Korrigieren (rechte Taste: nicht dies), dann Übernehmen.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="407"/>
        <source>Click inside a structure, or drag over it (a box, a scribble or a lasso).</source>
        <translation>Klicken Sie in eine Struktur oder ziehen Sie darüber (Rahmen, Strich oder Lasso).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="412"/>
        <source>Interactive model (run folder or model package)</source>
        <translation>Interaktives Modell (Lauf-Ordner oder Modellpaket)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="433"/>
        <source>Growing…</source>
        <translation>Wächst…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="434"/>
        <source>Grown in %1 s. Add strokes to correct it, then Accept.</source>
        <translation>In %1 s gewachsen. Fügen Sie Striche zur Korrektur hinzu, dann Übernehmen.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="436"/>
        <source>Paint seeds inside a structure with its label, and background seeds around it.</source>
        <translation>Malen Sie Saatpunkte mit dem Label einer Struktur in sie hinein und Hintergrund-Saatpunkte um sie herum.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="444"/>
        <source>Label %1: %2 mL</source>
        <translation>Label %1: %2 mL</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>New label</source>
        <translation>Neues Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>Name of the new label:</source>
        <translation>Name des neuen Labels:</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelStatisticsPanel</name>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="110"/>
        <source>Label map</source>
        <translation>Labelkarte</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="111"/>
        <source>Compute</source>
        <translation>Berechnen</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="112"/>
        <source>Volume, intensity per channel, bounding box and centroid of every label of the chosen map</source>
        <translation>Volumen, Intensität je Kanal, Begrenzungsrahmen und Schwerpunkt jedes Labels der gewählten Karte</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="113"/>
        <source>Export CSV...</source>
        <translation>CSV exportieren...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="114"/>
        <source>Delete Selected</source>
        <translation>Auswahl löschen</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="115"/>
        <source>Set the selected labels to 0 in the label map (undoable)</source>
        <translation>Die gewählten Labels in der Labelkarte auf 0 setzen (rückgängig machbar)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="116"/>
        <source>Merge Selected</source>
        <translation>Auswahl zusammenführen</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="117"/>
        <source>Give the selected labels the smallest one&apos;s value, e.g. to join two halves of a cell (undoable)</source>
        <translation>Den gewählten Labels den Wert des kleinsten geben, z. B. um zwei Hälften einer Zelle zu verbinden (rückgängig machbar)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="171"/>
        <source>Computing the statistics of %1...</source>
        <translation>Berechne die Statistik von %1...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="192"/>
        <source>Cannot compute label statistics</source>
        <translation>Label-Statistik kann nicht berechnet werden</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Voxels</source>
        <translation>Voxel</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Area (%1)</source>
        <translation>Fläche (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Volume (%1)</source>
        <translation>Volumen (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="208"/>
        <source>Channel %1</source>
        <translation>Kanal %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>Mean (%1)</source>
        <translation>Mittelwert (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>SD (%1)</source>
        <translation>SA (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="211"/>
        <source>Centroid (%1)</source>
        <translation>Schwerpunkt (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="238"/>
        <source>The label map holds no label.</source>
        <translation>Die Labelkarte enthält kein Label.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="239"/>
        <source>%n label(s). Double-click a row to go to its centroid.</source>
        <translation>
            <numerusform>%n Label. Doppelklick auf eine Zeile springt zu ihrem Schwerpunkt.</numerusform>
            <numerusform>%n Labels. Doppelklick auf eine Zeile springt zu ihrem Schwerpunkt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="304"/>
        <source>Export Label Statistics</source>
        <translation>Label-Statistik exportieren</translation>
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
        <translation>Label-Statistik kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="314"/>
        <source>%1 is the open scan; choose another file.</source>
        <translation>%1 ist der geöffnete Scan; wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="319"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="71"/>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="72"/>
        <source>Outline only</source>
        <translation>Nur Umriss</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="73"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Label-Grenzen statt gefüllter Bereiche zeichnen</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="74"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Zum Ein- oder Ausblenden anhaken; Doppelklick auf ein Label ändert seine Farbe</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="93"/>
        <source>Scan: %1</source>
        <translation>Scan: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="100"/>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Farbe von Label %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LivePreviewPane</name>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="38"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="54"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="76"/>
        <source>Live preview: the model on a validation case appears here after the first validation.</source>
        <translation>Live-Vorschau: Das Modell auf einem Validierungsfall erscheint hier nach der ersten Validierung.</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="79"/>
        <source>Live preview of %1 (preprocessed): reference outlined, model filled</source>
        <translation>Live-Vorschau von %1 (vorverarbeitet): Referenz als Umriss, Modell gefüllt</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="80"/>
        <source>%1, after epoch %2</source>
        <translation>%1, nach Epoche %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementList</name>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="130"/>
        <source>area %1 %2</source>
        <translation>Fläche %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="132"/>
        <source>, channel %1: mean %2 (SD %3), %4..%5</source>
        <translation>, Kanal %1: Mittelwert %2 (SA %3), %4..%5</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="133"/>
        <source>, mean %1 (SD %2), %3..%4</source>
        <translation>, Mittelwert %1 (SA %2), %3..%4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementsPanel</name>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="89"/>
        <source>Navigate</source>
        <translation>Navigieren</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="93"/>
        <source>Drag in a slice view to measure; an angle: drag its first arm to the vertex, then click the end of the second. Esc drops the one being drawn.</source>
        <translation>Zum Messen in einer Schichtansicht ziehen; ein Winkel: den ersten Schenkel bis zum Scheitel ziehen, dann das Ende des zweiten anklicken. Esc verwirft die begonnene Messung.</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Slice</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="96"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="97"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="98"/>
        <source>Save the measurements beside the scan; they come back when it is opened again</source>
        <translation>Messungen neben dem Scan speichern; sie erscheinen beim erneuten Öffnen wieder</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="106"/>
        <source>Ruler</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="107"/>
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="108"/>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
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
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="123"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="151"/>
        <source>Cannot open the saved measurements</source>
        <translation>Gespeicherte Messungen können nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="163"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="166"/>
        <source>Cannot save the measurements</source>
        <translation>Messungen können nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="33"/>
        <source>Preferences</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="45"/>
        <source> % of free memory</source>
        <translation> % des freien Speichers</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="47"/>
        <source>A scan larger than this opens as a multiresolution pyramid, built once and kept with the caches: the overview shows at once and full-resolution slices load as you scroll.</source>
        <translation>Ein größerer Scan wird als Auflösungspyramide geöffnet, einmal erstellt und bei den Caches abgelegt: die Übersicht erscheint sofort, Schichten in voller Auflösung werden beim Blättern geladen.</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="56"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="57"/>
        <source>Label opacity for new label maps</source>
        <translation>Label-Deckkraft für neue Label-Karten</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="58"/>
        <source>Open as a pyramid above</source>
        <translation>Als Pyramide öffnen ab</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="59"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ProfilePanel</name>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="118"/>
        <source>Export Profile</source>
        <translation>Profil exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="119"/>
        <source>Chrome trace and CSV files (*)</source>
        <translation>Chrome-Trace und CSV-Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="121"/>
        <source>Could not write the profile files to %1</source>
        <translation>Die Profildateien konnten nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="130"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="131"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="132"/>
        <source>Run this many real training steps of the training form&apos;s settings under LibTorch&apos;s profiler and show where the time and memory go</source>
        <translation>So viele echte Trainingsschritte mit den Einstellungen des Trainingsformulars unter dem Profiler von LibTorch ausführen und zeigen, wohin Zeit und Speicher gehen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="134"/>
        <source>Find fastest settings</source>
        <translation>Schnellste Einstellungen finden</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="135"/>
        <source>Time short trials of real training steps over threads, batch size, precision, channels-last, loader threads and prefetch depth, and put the fastest settings into the Training form (kept per device: a second search reuses the trials)</source>
        <translation>Kurze Versuche mit echten Trainingsschritten über Threads, Batchgröße, Genauigkeit, Channels-last, Lade-Threads und Vorladetiefe messen und die schnellsten Einstellungen ins Trainingsformular übernehmen (pro Gerät gespeichert: eine zweite Suche verwendet die Versuche wieder)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="138"/>
        <source>Stages and operators</source>
        <translation>Abschnitte und Operatoren</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="139"/>
        <source>Settings trials</source>
        <translation>Einstellungsversuche</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Trial</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Channels-last</source>
        <translation>Channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Loaders</source>
        <translation>Lader</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Prefetch</source>
        <translation>Vorladen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Samples/s</source>
        <translation>Samples/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Step (ms)</source>
        <translation>Schritt (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Data wait (ms)</source>
        <translation>Datenwartezeit (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Peak memory (MiB)</source>
        <translation>Spitzenspeicher (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="143"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="144"/>
        <source>Export...</source>
        <translation>Exportieren...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="145"/>
        <source>Save a Chrome trace (open it in Perfetto or chrome://tracing) and the tables as CSV</source>
        <translation>Einen Chrome-Trace (in Perfetto oder chrome://tracing öffnen) und die Tabellen als CSV speichern</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="146"/>
        <source>Time per step by stage</source>
        <translation>Zeit pro Schritt nach Abschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="147"/>
        <source>Top operators by self time</source>
        <translation>Operatoren mit der meisten Eigenzeit</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Stage</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward (ms)</source>
        <translation>Vorwärts (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward (ms)</source>
        <translation>Rückwärts (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward peak (MiB)</source>
        <translation>Spitze vorwärts (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward peak (MiB)</source>
        <translation>Spitze rückwärts (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Self (ms)</source>
        <translation>Eigen (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Total (ms)</source>
        <translation>Gesamt (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Device (ms)</source>
        <translation>Gerät (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Input shapes</source>
        <translation>Eingabeformen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="153"/>
        <source>Profile a few training steps to see which stages and operators take the time.
The training form&apos;s settings are used; the dataset is preprocessed first if needed.</source>
        <translation>Einige Trainingsschritte profilieren, um zu sehen, welche Abschnitte und Operatoren die Zeit brauchen.
Es gelten die Einstellungen des Trainingsformulars; der Datensatz wird bei Bedarf zuerst vorverarbeitet.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="165"/>
        <source>Choose a dataset in the Training panel first.</source>
        <translation>Zuerst im Trainingsbereich einen Datensatz wählen.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="182"/>
        <source>Profiling %1 step(s) (preprocessing the dataset first if needed)...</source>
        <translation>%1 Schritt(e) werden profiliert (der Datensatz wird bei Bedarf zuerst vorverarbeitet)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="206"/>
        <source>Timing settings on this machine (preprocessing the dataset first if needed)...</source>
        <translation>Einstellungen werden auf diesem Rechner gemessen (der Datensatz wird bei Bedarf zuerst vorverarbeitet)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="253"/>
        <source>Search cancelled; the Training form is unchanged.</source>
        <translation>Suche abgebrochen; das Trainingsformular ist unverändert.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="254"/>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="264"/>
        <source>Profile cancelled.</source>
        <translation>Profil abgebrochen.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="269"/>
        <source>The profile failed: %1</source>
        <translation>Das Profil ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="283"/>
        <source>%1 step(s) on %2, %3, batch %4, patch %5x%6x%7: %8 ms per step (%9 ms without the profiler).
The stages add up to %10 ms, %11 ms of it in autograd&apos;s own backward work.</source>
        <translation>%1 Schritt(e) auf %2, %3, Batch %4, Patch %5x%6x%7: %8 ms pro Schritt (%9 ms ohne Profiler).
Die Abschnitte ergeben zusammen %10 ms, davon %11 ms in der eigenen Rückwärtsarbeit von Autograd.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="342"/>
        <source>rejected: %1</source>
        <translation>verworfen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="343"/>
        <source>fastest: applied</source>
        <translation>am schnellsten: übernommen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="360"/>
        <source>Fastest on %1: %2, %3x the samples/s of the defaults (%4 against %5)%6.
Written into the Training form: %7 thread(s), batch %8, %9%10, %11 loader thread(s), prefetch %12.</source>
        <translation>Am schnellsten auf %1: %2, %3-mal die Samples/s der Vorgaben (%4 gegenüber %5)%6.
Ins Trainingsformular übernommen: %7 Thread(s), Batch %8, %9%10, %11 Lade-Thread(s), Vorladen %12.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="367"/>
        <source>, measured earlier on this device</source>
        <translation>, früher auf diesem Gerät gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="371"/>
        <source>, channels-last</source>
        <translation>, Channels-last</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RegressionCheckDialog</name>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="31"/>
        <source>Regression check</source>
        <translation>Regressionsprüfung</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="35"/>
        <source>%n validation case(s)</source>
        <translation>
            <numerusform>%n Validierungsfall</numerusform>
            <numerusform>%n Validierungsfällen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="38"/>
        <source>&lt;b&gt;The fine-tuned model is worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3). The imported model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;Das feinabgestimmte Modell ist schlechter&lt;/b&gt; als das importierte auf denselben %1 (mittlerer Dice %2 gegen %3). Das importierte Modell bleibt aktiv, sofern Sie nichts anderes wählen.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="41"/>
        <source>&lt;b&gt;The fine-tuned model is not worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;Das feinabgestimmte Modell ist nicht schlechter&lt;/b&gt; als das importierte auf denselben %1 (mittlerer Dice %2 gegen %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="44"/>
        <source>&lt;b&gt;The retrained model is worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3). The previous model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;Das nachtrainierte Modell ist schlechter&lt;/b&gt; auf denselben %1 (mittlerer Dice %2 gegenüber %3). Das vorherige Modell bleibt aktiv, sofern Sie nichts anderes wählen.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="46"/>
        <source>&lt;b&gt;The retrained model is not worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;Das nachtrainierte Modell ist nicht schlechter&lt;/b&gt; auf denselben %1 (mittlerer Dice %2 gegenüber %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="50"/>
        <source>Both are interactive models: each object&apos;s Dice is the mean over a simulated click and the corrective clicks that follow, as their training validates them.</source>
        <translation>Beide sind interaktive Modelle: Der Dice jedes Objekts ist der Mittelwert über einen simulierten Klick und die folgenden Korrekturklicks, so wie ihr Training sie validiert.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Previous model</source>
        <translation>Vorheriges Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Imported model</source>
        <translation>Importiertes Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Retrained model</source>
        <translation>Nachtrainiertes Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Fine-tuned model</source>
        <translation>Feinabgestimmtes Modell</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="72"/>
        <source>Mean Dice</source>
        <translation>Mittlerer Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the previous model</source>
        <translation>Vorheriges Modell behalten</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the imported model</source>
        <translation>Importiertes Modell behalten</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model anyway</source>
        <translation>Feinabgestimmtes Modell trotzdem verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model</source>
        <translation>Feinabgestimmtes Modell verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model anyway</source>
        <translation>Nachtrainiertes Modell trotzdem verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model</source>
        <translation>Nachtrainiertes Modell verwenden</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ReviewPanel</name>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="143"/>
        <source>&lt;b&gt;Open label maps&lt;/b&gt;</source>
        <translation>&lt;b&gt;Geöffnete Label-Karten&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="144"/>
        <source>Prediction</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="145"/>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="146"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="147"/>
        <source>Show differences</source>
        <translation>Unterschiede zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="148"/>
        <source>Adds a layer: false positives orange, false negatives cyan, wrong labels magenta</source>
        <translation>Fügt eine Ebene hinzu: falsch Positive orange, falsch Negative cyan, falsche Labels magenta</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="149"/>
        <source>&lt;b&gt;Folders&lt;/b&gt; (the same case names)</source>
        <translation>&lt;b&gt;Ordner&lt;/b&gt; (gleiche Fallnamen)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="150"/>
        <source>Predictions</source>
        <translation>Vorhersagen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="151"/>
        <source>References</source>
        <translation>Referenzen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="152"/>
        <source>Scans (optional)</source>
        <translation>Scans (optional)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="153"/>
        <source>The folder of the cases&apos; scans, to open a case from the table</source>
        <translation>Der Ordner mit den Scans der Fälle, um einen Fall aus der Tabelle zu öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="154"/>
        <source>Evaluate folders</source>
        <translation>Ordner auswerten</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Class</source>
        <translation>Klasse</translation>
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
        <translation>Volumendifferenz</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="156"/>
        <source>Click a header to sort; double-click a row to open the case at its largest error</source>
        <translation>Kopfzeile anklicken zum Sortieren; Doppelklick auf eine Zeile öffnet den Fall beim größten Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Nothing to compare</source>
        <translation>Nichts zu vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Choose two different label maps: a prediction and its reference.</source>
        <translation>Wählen Sie zwei verschiedene Label-Karten: eine Vorhersage und ihre Referenz.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="197"/>
        <location filename="../widgets/review/ReviewPanel.cpp" line="222"/>
        <source>Scoring…</source>
        <translation>Bewertung läuft…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Nothing to evaluate</source>
        <translation>Nichts auszuwerten</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Choose a folder of predictions and a folder of references.</source>
        <translation>Wählen Sie einen Ordner mit Vorhersagen und einen mit Referenzen.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="246"/>
        <source>Cannot evaluate</source>
        <translation>Auswertung nicht möglich</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="279"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n Fall bewertet</numerusform>
            <numerusform>%n Fälle bewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="289"/>
        <source>Raters not compared: %1</source>
        <translation>Bewerter nicht verglichen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="291"/>
        <source>Beside the raters (%n case(s) they labelled, the same references):</source>
        <translation>
            <numerusform>Neben den Bewertern (%n Fall, den sie gelabelt haben, dieselben Referenzen):</numerusform>
            <numerusform>Neben den Bewertern (%n Fälle, die sie gelabelt haben, dieselben Referenzen):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="299"/>
        <source>within the raters&apos; range</source>
        <translation>innerhalb der Spanne der Bewerter</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="301"/>
        <source>below the raters&apos; range</source>
        <translation>unterhalb der Spanne der Bewerter</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="303"/>
        <source>above the raters&apos; range</source>
        <translation>oberhalb der Spanne der Bewerter</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="304"/>
        <source>%1: raters %2; model %3 %4</source>
        <translation>%1: Bewerter %2; Modell %3 %4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RunsPanel</name>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="30"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="32"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="34"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="36"/>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="38"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="40"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Best Dice</source>
        <translation>Bester Dice-Wert</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="84"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="85"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>Den ausgewählten Lauf ab seinem letzten Checkpoint fortsetzen</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="86"/>
        <source>Segment current scan</source>
        <translation>Aktuellen Scan segmentieren</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="87"/>
        <source>Run the selected run&apos;s model on the scan shown in the views</source>
        <translation>Das Modell des ausgewählten Laufs auf den in den Ansichten angezeigten Scan anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="88"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="137"/>
        <location filename="../widgets/views/SceneModel.cpp" line="221"/>
        <source>Label %1</source>
        <translation>Label %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SeedGrowthController</name>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="64"/>
        <source>Grow from seeds: preview</source>
        <translation>Aus Saatpunkten wachsen: Vorschau</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="68"/>
        <source>Background seeds</source>
        <translation>Hintergrund-Saatpunkte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="70"/>
        <source>Grow from seeds: seeds</source>
        <translation>Aus Saatpunkten wachsen: Saatpunkte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="79"/>
        <source>Grow from seeds grows labels 1 to %1; label %2 is beyond them.</source>
        <translation>Aus Saatpunkten wachsen erzeugt die Labels 1 bis %1; Label %2 liegt darüber.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="125"/>
        <source>Now paint seeds of a label inside the structure: the result appears then.</source>
        <translation>Malen Sie nun Saatpunkte eines Labels in die Struktur: Dann erscheint das Ergebnis.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="126"/>
        <source>Now paint background seeds around the structure (tick &quot;Background seeds&quot;), or seeds of another label: the result appears then.</source>
        <translation>Malen Sie nun Hintergrund-Saatpunkte um die Struktur („Hintergrund-Saatpunkte“ ankreuzen) oder Saatpunkte eines anderen Labels: Dann erscheint das Ergebnis.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SegmentOperationsBox</name>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="95"/>
        <source>Segment operations (active label)</source>
        <translation>Segmentoperationen (aktives Label)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="96"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="97"/>
        <source>Keep the largest island</source>
        <translation>Größte Insel behalten</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="98"/>
        <source>Remove small islands</source>
        <translation>Kleine Inseln entfernen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="99"/>
        <source>Split islands into labels</source>
        <translation>Inseln in eigene Labels aufteilen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="100"/>
        <source>Grow by a margin</source>
        <translation>Um einen Rand vergrößern</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="101"/>
        <source>Shrink by a margin</source>
        <translation>Um einen Rand verkleinern</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="102"/>
        <source>Hollow (shell)</source>
        <translation>Aushöhlen (Schale)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="103"/>
        <source>Median smoothing</source>
        <translation>Median-Glättung</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="104"/>
        <source>Opening (removes spurs)</source>
        <translation>Öffnen (entfernt Ausläufer)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="105"/>
        <source>Closing (fills gaps)</source>
        <translation>Schließen (füllt Lücken)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="106"/>
        <source>Gaussian smoothing</source>
        <translation>Gauß-Glättung</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="107"/>
        <source>Union with a label</source>
        <translation>Vereinigung mit einem Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="108"/>
        <source>Intersect with a label</source>
        <translation>Schnitt mit einem Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="109"/>
        <source>Subtract a label</source>
        <translation>Ein Label abziehen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="110"/>
        <source>Invert within the scan</source>
        <translation>Innerhalb des Scans invertieren</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="113"/>
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="114"/>
        <source>Margin, shell thickness, smoothing radius or Gaussian sigma, in mm along every axis</source>
        <translation>Rand, Schalendicke, Glättungsradius oder Gauß-Sigma, in mm entlang jeder Achse</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="115"/>
        <source>Smallest island</source>
        <translation>Kleinste Insel</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="116"/>
        <source>Shell</source>
        <translation>Schale</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="117"/>
        <source>Inside the border</source>
        <translation>Innerhalb der Grenze</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="118"/>
        <source>Outside the border</source>
        <translation>Außerhalb der Grenze</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="119"/>
        <source>Centred on the border</source>
        <translation>Auf der Grenze zentriert</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="120"/>
        <source>Other label</source>
        <translation>Anderes Label</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="121"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="122"/>
        <source>One edit of the active label; the other labels and locked labels stay as they are; Undo takes it back</source>
        <translation>Eine Bearbeitung des aktiven Labels; andere und gesperrte Labels bleiben unverändert; Rückgängig nimmt sie zurück</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="58"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="59"/>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="62"/>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceViewPyramid.cpp" line="80"/>
        <source>Overview only: %1</source>
        <translation>Nur Übersicht: %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingDashboard</name>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="145"/>
        <source>Export PNG and CSV...</source>
        <translation>Als PNG und CSV exportieren...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="147"/>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="148"/>
        <source>PNG image and CSV data (*.png)</source>
        <translation>PNG-Bild und CSV-Daten (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="192"/>
        <source>Apply to the Training form</source>
        <translation>Ins Trainingsformular übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="193"/>
        <source>Change this setting in the Training panel; the next run is measured against this one</source>
        <translation>Diese Einstellung im Trainingsbereich ändern; der nächste Lauf wird mit diesem verglichen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="194"/>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="195"/>
        <source>Validation Dice per class</source>
        <translation>Validierungs-Dice pro Klasse</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="196"/>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="197"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="198"/>
        <source>Step time (ms)</source>
        <translation>Schrittdauer (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="199"/>
        <source>Memory and processors</source>
        <translation>Speicher und Prozessoren</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="200"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="201"/>
        <source>epoch</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="202"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="203"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="204"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="205"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="206"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="268"/>
        <source>samples/s</source>
        <translation>Samples/s</translation>
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
        <translation>MiB / %</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="219"/>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="221"/>
        <source> (%1 more after this one)</source>
        <translation> (danach %1 weitere)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="266"/>
        <source>train (step)</source>
        <translation>Training (Schritt)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="267"/>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="270"/>
        <source>data wait</source>
        <translation>Warten auf Daten</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="271"/>
        <source>augment</source>
        <translation>Augmentierung</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="273"/>
        <source>simulated clicks</source>
        <translation>simulierte Klicks</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="274"/>
        <source>forward</source>
        <translation>Forward-Pass</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="275"/>
        <source>backward</source>
        <translation>Backward-Pass</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="276"/>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="278"/>
        <source>CUDA graph (forward to update)</source>
        <translation>CUDA-Graph (Vorwärtslauf bis Update)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="280"/>
        <source>all-reduce</source>
        <translation>All-Reduce</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="282"/>
        <source>rank %1 samples/s</source>
        <translation>Rang %1 Samples/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="285"/>
        <source>device allocated (MiB)</source>
        <translation>Gerät: belegt (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="286"/>
        <source>device reserved (MiB)</source>
        <translation>Gerät: reserviert (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="287"/>
        <source>device peak (MiB)</source>
        <translation>Gerät: Spitzenwert (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="290"/>
        <source>GPU use (%)</source>
        <translation>GPU-Auslastung (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="291"/>
        <source>process RAM (MiB)</source>
        <translation>Prozess-RAM (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="292"/>
        <source>process CPU (%)</source>
        <translation>Prozess-CPU (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="297"/>
        <source>train (epoch)</source>
        <translation>Training (Epoche)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="305"/>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="308"/>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="310"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="417"/>
        <source>No training data yet.</source>
        <translation>Noch keine Trainingsdaten.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="420"/>
        <source>Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5</source>
        <translation>Epoche %1 von %2   Epochendauer %3   verstrichen %4   Restzeit %5</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="427"/>
        <source>   time budget %1</source>
        <translation>   Zeitlimit %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="429"/>
        <source>   best mean Dice %1</source>
        <translation>   bester mittlerer Dice-Wert %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="431"/>
        <source>   on %1, %2</source>
        <translation>   auf %1, %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingPanel</name>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>mirroring</source>
        <translation>Spiegelung</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>gamma</source>
        <translation>Gamma</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>brightness</source>
        <translation>Helligkeit</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>contrast</source>
        <translation>Kontrast</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>blur</source>
        <translation>Unschärfe</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>low resolution</source>
        <translation>niedrige Auflösung</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="258"/>
        <source>Dataset or preprocessed cache folder</source>
        <translation>Datensatz- oder vorverarbeiteter Cache-Ordner</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="365"/>
        <source>Save training configuration</source>
        <translation>Trainingskonfiguration speichern</translation>
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
        <translation>Trainingskonfiguration laden</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="377"/>
        <source>Cannot load the configuration</source>
        <translation>Die Konfiguration kann nicht geladen werden</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="396"/>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="397"/>
        <source>dataset folder or preprocessed cache</source>
        <translation>Datensatz-Ordner oder vorverarbeiteter Cache</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="406"/>
        <source>Channels-last memory layout</source>
        <translation>Channels-last-Speicherlayout</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="415"/>
        <source>Show the model&apos;s prediction on a validation case after each validation</source>
        <translation>Nach jeder Validierung die Vorhersage des Modells für einen Validierungsfall anzeigen</translation>
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
        <translation>SegStudio (zeitbewusst)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="400"/>
        <source>nnU-Net ResEnc M (8 GB GPU)</source>
        <translation>nnU-Net ResEnc M (GPU mit 8 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="401"/>
        <source>nnU-Net ResEnc L (24 GB GPU)</source>
        <translation>nnU-Net ResEnc L (GPU mit 24 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="402"/>
        <source>nnU-Net ResEnc XL (40 GB GPU)</source>
        <translation>nnU-Net ResEnc XL (GPU mit 40 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="403"/>
        <source>preset&apos;s own</source>
        <translation>wie Vorgabe</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="404"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="407"/>
        <source>Interactive model (clicks and boxes, for AI assist)</source>
        <translation>Interaktives Modell (Klicks und Rahmen, für die KI-Assistenz)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="408"/>
        <source>Configuration &quot;Interactive&quot;: the network also sees clicks, a box and the previous mask, and segments the one object they point at. Training simulates a user&apos;s clicks; validation scores Dice over three simulated clicks. Use it in Edit labels &gt; AI assist.</source>
        <translation>Konfiguration „Interaktiv“: Das Netz sieht zusätzlich Klicks, einen Rahmen und die vorige Maske und segmentiert das eine Objekt, auf das sie zeigen. Das Training simuliert die Klicks eines Nutzers; die Validierung bewertet den Dice über drei simulierte Klicks. Verwendung unter Labels bearbeiten &gt; KI-Assistenz.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="414"/>
        <source>Live preview</source>
        <translation>Live-Vorschau</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="421"/>
        <source>none</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="422"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="423"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="425"/>
        <source>Quick look</source>
        <translation>Schnelldurchlauf</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="426"/>
        <source>Full quality</source>
        <translation>Volle Qualität</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="427"/>
        <source>Plan</source>
        <translation>Planen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="428"/>
        <source>Fill the automatic values from the dataset&apos;s fingerprint</source>
        <translation>Automatische Werte aus dem Fingerabdruck des Datensatzes ermitteln</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="429"/>
        <source>Load...</source>
        <translation>Laden...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="430"/>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="431"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="433"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="452"/>
        <source>Planned for this dataset and device: %1</source>
        <translation>Für diesen Datensatz und dieses Gerät geplant: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="466"/>
        <source>auto on a GPU: no time limit, the planned epochs train.</source>
        <translation>auto auf einer GPU: kein Zeitlimit, die geplanten Epochen trainieren.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="467"/>
        <source>auto on the CPU: %1 minutes, chosen from the dataset size and the measured step time when you press Plan or Start.</source>
        <translation>auto auf der CPU: %1 Minuten, gewählt nach Datensatzgröße und gemessener Schrittzeit, wenn Sie „Planen“ oder „Starten“ drücken.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="470"/>
        <source>No time limit: the planned epochs train (1000 unless set).</source>
        <translation>Kein Zeitlimit: die geplanten Epochen trainieren (1000, sofern nicht gesetzt).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="473"/>
        <source>Training stops in time for a final validation and the model.</source>
        <translation>Das Training endet rechtzeitig für eine letzte Validierung und das Modell.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="492"/>
        <source>auto chose %1 minutes for this dataset on this CPU (hover for why).</source>
        <translation>auto hat %1 Minuten für diesen Datensatz auf dieser CPU gewählt (Begründung im Tooltip).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="500"/>
        <source>auto: this run has a %1 minute budget.</source>
        <translation>auto: dieser Lauf hat ein Zeitlimit von %1 Minuten.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingWorker</name>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="48"/>
        <source>Preprocessing %1...</source>
        <translation>%1 wird vorverarbeitet...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="53"/>
        <source>Preprocessing: %1 of %2 cases</source>
        <translation>Vorverarbeitung: %1 von %2 Fällen</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="123"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="124"/>
        <source>Sagittal</source>
        <translation>Sagittal</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="125"/>
        <source>Coronal</source>
        <translation>Koronal</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="126"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Show all four views</source>
        <translation>Alle vier Ansichten anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Maximise this view</source>
        <translation>Diese Ansicht maximieren</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::VtkRenderWidget</name>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="113"/>
        <source>OpenGL is not available, so this view cannot be drawn.</source>
        <translation>OpenGL ist nicht verfügbar, daher kann diese Ansicht nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="118"/>
        <source>This view needs OpenGL 3.2; the system offers %1.%2.</source>
        <translation>Diese Ansicht benötigt OpenGL 3.2; das System bietet %1.%2.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::WorklistPanel</name>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="126"/>
        <source>&lt;b&gt;Scans to label next&lt;/b&gt;&lt;br&gt;Segments unlabelled scans and lists them by how unsure the model is about the structures it found.</source>
        <translation>&lt;b&gt;Als Nächstes zu labelnde Scans&lt;/b&gt;&lt;br&gt;Segmentiert ungelabelte Scans und ordnet sie danach, wie unsicher das Modell bei den gefundenen Strukturen ist.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="128"/>
        <source>Scans</source>
        <translation>Scans</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="129"/>
        <source>Compare mirrored predictions (slower; ranks by their disagreement)</source>
        <translation>Gespiegelte Vorhersagen vergleichen (langsamer; ordnet nach ihrer Uneinigkeit)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="130"/>
        <source>Rank by uncertainty</source>
        <translation>Nach Unsicherheit ordnen</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="131"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="132"/>
        <source>Next case</source>
        <translation>Nächster Fall</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="133"/>
        <source>Opens the most uncertain case not reviewed yet, with its segmentation to correct</source>
        <translation>Öffnet den unsichersten noch nicht geprüften Fall mit seiner zu korrigierenden Segmentierung</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Uncertainty</source>
        <translation>Unsicherheit</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Volume (mL)</source>
        <translation>Volumen (mL)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Reviewed</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="135"/>
        <source>Model: none yet (train one, or choose a run in the Runs list)</source>
        <translation>Modell: noch keins (trainieren Sie eins oder wählen Sie einen Lauf in der Liste „Läufe“)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="136"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>Train a model (or choose a run) before ranking scans.</source>
        <translation>Trainieren Sie ein Modell (oder wählen Sie einen Lauf), bevor Sie Scans ordnen.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>No scans</source>
        <translation>Keine Scans</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>%1 is not a folder of scans.</source>
        <translation>%1 ist kein Ordner mit Scans.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="200"/>
        <source>Segmenting the scans…</source>
        <translation>Scans werden segmentiert…</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="217"/>
        <source>Segmented %1 (%2 of %3)</source>
        <translation>%1 segmentiert (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="243"/>
        <source>Cannot rank the scans</source>
        <translation>Die Scans können nicht geordnet werden</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="245"/>
        <source>Ranking cancelled</source>
        <translation>Ordnen abgebrochen</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="261"/>
        <source>nothing found</source>
        <translation>nichts gefunden</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="264"/>
        <source>The model found no structure in this scan: check it first</source>
        <translation>Das Modell hat in diesem Scan keine Struktur gefunden: prüfen Sie ihn zuerst</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="271"/>
        <source>%1 scan(s), %2 reviewed; ranked by %3</source>
        <translation>%1 Scan(s), %2 geprüft; geordnet nach %3</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="274"/>
        <source>the disagreement of mirrored predictions</source>
        <translation>der Uneinigkeit gespiegelter Vorhersagen</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="275"/>
        <source>the entropy of the probabilities</source>
        <translation>der Entropie der Wahrscheinlichkeiten</translation>
    </message>
</context>
</TS>
