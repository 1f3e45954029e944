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
    <name>PacsNodes</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="77"/>
        <source>PACS node &quot;%1&quot;</source>
        <translation>Nodo PACS «%1»</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="107"/>
        <source>Every PACS node needs a name.</source>
        <translation>Cada nodo PACS necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="109"/>
        <source>Two PACS nodes are called &quot;%1&quot;; names must differ.</source>
        <translation>Dos nodos PACS se llaman «%1»; los nombres deben ser distintos.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="18"/>
        <source>Run this model&apos;s code?</source>
        <translation>¿Ejecutar el código de este modelo?</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="19"/>
        <source>This model runs its own code: %1</source>
        <translation>Este modelo ejecuta su propio código: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="23"/>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="25"/>
        <source>You did not trust it on %1.</source>
        <translation>No confió en él el %1.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="28"/>
        <source>SegStudio runs it in a sandbox where it can only compute (no files, no network). Run it only if you know where it came from. SegStudio remembers your answer for this exact file.</source>
        <translation>SegStudio lo ejecuta en un entorno aislado donde solo puede calcular (sin archivos, sin red). Ejecútelo solo si sabe de dónde procede. SegStudio recuerda su respuesta para este archivo exacto.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="30"/>
        <source>Trust and Run</source>
        <translation>Confiar y ejecutar</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="32"/>
        <source>Do Not Trust</source>
        <translation>No confiar</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="47"/>
        <source>Cannot use this model</source>
        <translation>No se puede usar este modelo</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="98"/>
        <source>ignore (not annotated)</source>
        <translation>ignorar (sin anotar)</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Alpha</source>
        <translation>Alfa</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="167"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1: no hay memoria suficiente para abrir esta imagen</translation>
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
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="41"/>
        <source>The dataset folder (MSD, nnU-Net v2 or images/ + labels/) or its preprocessed cache. Open Dataset Folder fills it.</source>
        <translation>La carpeta del conjunto de datos (MSD, nnU-Net v2 o images/ + labels/) o su caché preprocesada. «Abrir carpeta de conjunto de datos» la rellena.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="43"/>
        <source>Runs folder</source>
        <translation>Carpeta de ejecuciones</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="44"/>
        <source>Each run gets a folder here with its checkpoints, metrics and model.</source>
        <translation>Cada ejecución recibe aquí una carpeta con sus puntos de control, métricas y modelo.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="46"/>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="47"/>
        <source>3D convolutions, or 2D (slice by slice: faster, less context). One-slice datasets always train 2D.</source>
        <translation>Convoluciones 3D, o 2D (corte a corte: más rápido, menos contexto). Los conjuntos de un solo corte entrenan siempre en 2D.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="49"/>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="50"/>
        <source>auto: AdamW with warm-up and cosine decay for short runs and CPUs; SGD with Nesterov momentum and poly decay for long GPU runs (nnU-Net).</source>
        <translation>auto: AdamW con calentamiento y decaimiento coseno para ejecuciones cortas y CPU; SGD con momento de Nesterov y decaimiento poly para ejecuciones largas en GPU (nnU-Net).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="52"/>
        <source>Replay each step as a CUDA graph (GPU)</source>
        <translation>Reproducir cada paso como un grafo CUDA (GPU)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="53"/>
        <source>Records forward, backward and the update once and replays them every step: fewer kernel launches, the same results. One GPU, no gradient accumulation.</source>
        <translation>Graba una vez la pasada hacia delante, la retropropagación y la actualización, y las reproduce en cada paso: menos lanzamientos de kernels, los mismos resultados. Una GPU, sin acumulación de gradientes.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="56"/>
        <source>Fold</source>
        <translation>Pliegue</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="57"/>
        <source>Which of the five cross-validation folds validates; the other four train.</source>
        <translation>Cuál de los cinco pliegues de validación cruzada valida; los otros cuatro entrenan.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="62"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="63"/>
        <source>Where training runs. auto: the first GPU when there is one, else the CPU.</source>
        <translation>Dónde se ejecuta el entrenamiento. auto: la primera GPU si existe, si no la CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="69"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="70"/>
        <source>Arithmetic of the forward and backward pass. auto: bf16 or fp16 with loss scaling on a GPU; on a CPU bf16 where the processor computes it natively and its losses match fp32 at the start, else fp32.</source>
        <translation>Aritmética de las pasadas hacia delante y hacia atrás. auto: bf16 o fp16 con escalado de pérdida en GPU; en CPU, bf16 si el procesador lo calcula de forma nativa y sus pérdidas coinciden al inicio con las de fp32, si no fp32.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="76"/>
        <source>Planner</source>
        <translation>Planificador</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="77"/>
        <source>How patch, network and batch are planned. SegStudio&apos;s planner fits the time budget on a CPU; nnU-Net&apos;s residual-encoder presets M, L and XL plan for one GPU of 8, 24 or 40 GB (L is the authors&apos; recommended default). With several GPUs each trains the planned batch.</source>
        <translation>Cómo se planifican el parche, la red y el lote. El planificador de SegStudio se ajusta al presupuesto de tiempo en una CPU; los preajustes de codificador residual M, L y XL de nnU-Net planifican para una GPU de 8, 24 o 40 GB (L es el valor recomendado por sus autores). Con varias GPU, cada una entrena el lote planificado.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="82"/>
        <source>GPU memory target</source>
        <translation>Memoria de GPU objetivo</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="83"/>
        <source>GPU memory to plan for, in GB, on one GPU: a preset scales its patch and batch to it. 0: the preset&apos;s own; for SegStudio&apos;s planner, the device&apos;s memory.</source>
        <translation>Memoria de GPU, en GB, para la que se planifica en una GPU: un preajuste escala a ella su parche y su lote. 0: la del propio preajuste; con el planificador de SegStudio, la memoria del dispositivo.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="85"/>
        <source>Depth (stages)</source>
        <translation>Profundidad (niveles)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="86"/>
        <source>Resolution levels of the U-Net. auto: pool each axis while its feature map stays at least 8 voxels.</source>
        <translation>Niveles de resolución de la U-Net. auto: cada eje se reduce mientras su mapa tenga al menos 8 vóxeles.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="88"/>
        <source>Width (features)</source>
        <translation>Anchura (características)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="89"/>
        <source>Feature maps in the first stage (doubling per stage). auto: 32 on a GPU, 16 on a CPU.</source>
        <translation>Mapas de características de la primera etapa (se duplican por etapa). auto: 32 en GPU, 16 en CPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="93"/>
        <source>Patch x y z</source>
        <translation>Parche x y z</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="94"/>
        <source>Voxels of one training sample. auto: the median case at the target spacing, shrunk to the memory and time budget.</source>
        <translation>Vóxeles de una muestra de entrenamiento. auto: el caso mediano al espaciado objetivo, reducido al presupuesto de memoria y tiempo.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="96"/>
        <source>Batch size</source>
        <translation>Tamaño de lote</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="97"/>
        <source>Samples per optimizer step. auto: the largest that fits memory, at most 5 % of the dataset (4 on a CPU).</source>
        <translation>Muestras por paso del optimizador. auto: el mayor que cabe en memoria, como máximo el 5 % del conjunto (4 en CPU).</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="100"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="101"/>
        <source>Peak learning rate. auto: 3e-3 for AdamW, 1e-2 for SGD.</source>
        <translation>Tasa de aprendizaje máxima. auto: 3e-3 para AdamW, 1e-2 para SGD.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="109"/>
        <source>Epochs</source>
        <translation>Épocas</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="110"/>
        <source>Epochs of training. auto: as many as the time budget allows, or 1000 without one.</source>
        <translation>Épocas de entrenamiento. auto: tantas como permita el límite de tiempo, o 1000 sin límite.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="116"/>
        <source>Time budget</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="117"/>
        <source>Wall-clock limit; a final validation and the model follow. auto: %1 minutes on a CPU, chosen from the dataset size and the measured step time; the planned epochs on a GPU.</source>
        <translation>Límite de tiempo real; después vienen una validación final y el modelo. auto: %1 minutos en CPU, según el tamaño del conjunto y el tiempo de paso medido; las épocas planificadas en GPU.</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="123"/>
        <source>Validate every (epochs)</source>
        <translation>Intervalo de validación (épocas)</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="124"/>
        <source>How often the validation cases are segmented whole to report Dice. auto: chosen so validation takes a small share of the budget.</source>
        <translation>Con qué frecuencia se segmentan completos los casos de validación para informar el Dice. auto: elegida para que la validación ocupe una parte pequeña del presupuesto.</translation>
    </message>
</context>
<context>
    <name>UncertaintyOverlay</name>
    <message>
        <location filename="../widgets/worklist/UncertaintyOverlay.cpp" line="39"/>
        <source>Uncertainty %1-%2</source>
        <translation>Incertidumbre %1–%2</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="27"/>
        <source>CT soft tissue</source>
        <translation>TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="29"/>
        <source>CT bone</source>
        <translation>TC hueso</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="31"/>
        <source>CT lung</source>
        <translation>TC pulmón</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="33"/>
        <source>CT brain</source>
        <translation>TC cerebro</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="35"/>
        <source>MR automatic (1-99 %)</source>
        <translation>RM automático (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="37"/>
        <source>Microscopy automatic (0-99.5 %)</source>
        <translation>Microscopía automático (0-99,5 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="39"/>
        <source>Colour (0-255)</source>
        <translation>Color (0-255)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="40"/>
        <source>Full range</source>
        <translation>Rango completo</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio, entorno de trabajo para segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Scan to open</source>
        <translation>Imagen que se abrirá</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Label map to show over the scan</source>
        <translation>Mapa de etiquetas que se mostrará sobre la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Dataset folder to browse</source>
        <translation>Carpeta de conjunto de datos que se explorará</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>Idioma de la interfaz (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>Guardar una captura de pantalla tras la carga y después salir</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Channel files to open with the scan: auto (every &lt;case&gt;_XXXX file beside it), single (the file alone), dataset (auto inside a dataset folder; the default)</source>
        <translation>Archivos de canal que se abren con el escáner: auto (cada archivo &lt;case&gt;_XXXX junto a él), single (solo el archivo), dataset (auto dentro de una carpeta de conjunto de datos; predeterminado)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::AdjudicationWorkspace</name>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="81"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="83"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="85"/>
        <source>Adjudicator</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="135"/>
        <source>Raters</source>
        <translation>Anotadores</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="136"/>
        <source>Compare raters</source>
        <translation>Comparar anotadores</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="137"/>
        <source>Show disagreement</source>
        <translation>Mostrar desacuerdo</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="138"/>
        <source>Take this version</source>
        <translation>Tomar esta versión</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="139"/>
        <source>Save as reference</source>
        <translation>Guardar como referencia</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Rater</source>
        <translation>Anotador</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Against</source>
        <translation>Contra</translation>
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
        <translation>Consenso</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="172"/>
        <source>%1: %n rater(s), %2</source>
        <translation>
            <numerusform>%1: %n anotador, %2</numerusform>
            <numerusform>%1: %n anotadores, %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="174"/>
        <source>Open a case of a dataset whose raters/&lt;name&gt;/labelsTr/ hold two raters&apos; maps or more.</source>
        <translation>Abra un caso de un conjunto de datos cuyo raters/&lt;name&gt;/labelsTr/ contenga mapas de dos anotadores o más.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="206"/>
        <source>The raters&apos; maps are not open yet.</source>
        <translation>Los mapas de los anotadores aún no están abiertos.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="217"/>
        <source>Comparing the raters...</source>
        <translation>Comparando los anotadores...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="236"/>
        <source>Not compared: %1</source>
        <translation>No comparado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="248"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="349"/>
        <source>consensus (%1)</source>
        <translation>consenso (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="265"/>
        <source>%n label(s) compared; consensus by %1.</source>
        <translation>
            <numerusform>%n etiqueta comparada; consenso por %1.</numerusform>
            <numerusform>%n etiquetas comparadas; consenso por %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="275"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="316"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="322"/>
        <source>Compare the raters first.</source>
        <translation>Compare primero los anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="280"/>
        <source>Finding where the raters disagree about label %1...</source>
        <translation>Buscando dónde discrepan los anotadores sobre la etiqueta %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="296"/>
        <source>disagreement (label %1)</source>
        <translation>desacuerdo (etiqueta %1)</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="297"/>
        <source>raters disagree</source>
        <translation>anotadores en desacuerdo</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="298"/>
        <source>The layer &quot;%1&quot; shows the voxels some raters gave the label and others did not.</source>
        <translation>La capa «%1» muestra los vóxeles a los que algunos anotadores dieron la etiqueta y otros no.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="305"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="343"/>
        <source>adjudicated %1</source>
        <translation>arbitrado %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="350"/>
        <source>Label %1 taken from %2 into &quot;%3&quot;; edit it with the Label editor, then save it as the reference.</source>
        <translation>Etiqueta %1 tomada de %2 en «%3»; edítela con el editor de etiquetas y guárdela como referencia.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="359"/>
        <source>Not saved: the previous save is still being written.</source>
        <translation>No guardado: el guardado anterior aún se está escribiendo.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="363"/>
        <source>Not saved: take a version of a label first.</source>
        <translation>No guardado: tome primero una versión de una etiqueta.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="367"/>
        <source>Not saved: these raters&apos; maps come from DICOM SEG files, not from a dataset. Export the adjudicated layer with File &gt; Export Label Map as DICOM SEG.</source>
        <translation>No guardado: los mapas de estos anotadores vienen de archivos DICOM SEG, no de un conjunto de datos. Exporte la capa adjudicada con Archivo &gt; Exportar mapa de etiquetas como DICOM SEG.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="377"/>
        <source>Not saved: name the adjudicator, who decided.</source>
        <translation>No guardado: indique el adjudicador, quién decidió.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="389"/>
        <source>Saving the reference of %1...</source>
        <translation>Guardando la referencia de %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="419"/>
        <source>Saved as the reference: %1 (decision in %2%3).</source>
        <translation>Guardado como referencia: %1 (decisión en %2%3).</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="423"/>
        <source>; the previous reference kept as %1</source>
        <translation>; la referencia anterior se conserva como %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="409"/>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
</context>
<context>
    <name>segstudio::app::DatasetAgreementPanel</name>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="84"/>
        <source>Agreement over the dataset</source>
        <translation>Concordancia en todo el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="85"/>
        <source>Compare raters on every case</source>
        <translation>Comparar anotadores en todos los casos</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Lowest pairwise Dice</source>
        <translation>Dice por pares más bajo</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="87"/>
        <source>Worst first. Double-click a case to open it with its raters.</source>
        <translation>Los peores primero. Doble clic en un caso para abrirlo con sus anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="98"/>
        <source>Open a dataset whose raters/&lt;name&gt;/labelsTr/ hold the raters&apos; maps.</source>
        <translation>Abra un conjunto de datos cuyo raters/&lt;name&gt;/labelsTr/ contenga los mapas de los anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="113"/>
        <source>Comparing the raters on every case...</source>
        <translation>Comparando los anotadores en todos los casos...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="142"/>
        <source>Not compared: %1</source>
        <translation>No comparado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Pairwise Dice</source>
        <translation>Dice por pares</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Lowest</source>
        <translation>Más bajo</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>HD95 mm</source>
        <translation>HD95 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Surface Dice</source>
        <translation>Dice de superficie</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="149"/>
        <source>%1 vs consensus</source>
        <translation>%1 frente al consenso</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="173"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n caso evaluado</numerusform>
            <numerusform>%n casos evaluados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="174"/>
        <source>%n rater(s)</source>
        <translation>
            <numerusform>%n anotador</numerusform>
            <numerusform>%n anotadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="175"/>
        <source>consensus by %1; surface Dice at %2 mm.</source>
        <translation>consenso por %1; Dice de superficie a %2 mm.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="177"/>
        <source>%n case(s) labelled by one rater only, not scored.</source>
        <translation>
            <numerusform>%n caso etiquetado por un solo anotador, no evaluado.</numerusform>
            <numerusform>%n casos etiquetados por un solo anotador, no evaluados.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::DicomWorkspace</name>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="77"/>
        <source>Export Label Map as DICOM &amp;SEG...</source>
        <translation>Exportar mapa de etiquetas como DICOM &amp;SEG...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="78"/>
        <source>Export Label Map as RT S&amp;tructure Set...</source>
        <translation>Exportar mapa de etiquetas como RT S&amp;tructure Set...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="79"/>
        <source>&amp;Import DICOM SEG or RT Structure Set...</source>
        <translation>&amp;Importar DICOM SEG o RT Structure Set...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="86"/>
        <source>Open the DICOM series first: a DICOM SEG refers to the series it segments.</source>
        <translation>Abra primero la serie DICOM: un DICOM SEG se refiere a la serie que segmenta.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="92"/>
        <source>%1 is not a DICOM series. A DICOM SEG refers to a DICOM series: open the scan&apos;s DICOM folder, then its label map.</source>
        <translation>%1 no es una serie DICOM. Un DICOM SEG se refiere a una serie DICOM: abra la carpeta DICOM del escáner y luego su mapa de etiquetas.</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the DICOM SEG</source>
        <translation>No se puede exportar el DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the RT Structure Set</source>
        <translation>No se puede exportar el RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="105"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="242"/>
        <source>There is no label map to export.</source>
        <translation>No hay ningún mapa de etiquetas para exportar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="128"/>
        <source>Wrote %1: a DICOM SEG of %n segment(s) on the open series</source>
        <translation>
            <numerusform>Escrito %1: un DICOM SEG de %n segmento sobre la serie abierta</numerusform>
            <numerusform>Escrito %1: un DICOM SEG de %n segmentos sobre la serie abierta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="133"/>
        <source>Wrote %1: an RT Structure Set of %n ROI(s) on the open series</source>
        <translation>
            <numerusform>Escrito %1: un RT Structure Set de %n ROI sobre la serie abierta</numerusform>
            <numerusform>Escrito %1: un RT Structure Set de %n ROI sobre la serie abierta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="184"/>
        <source>Cannot import the DICOM file</source>
        <translation>No se puede importar el archivo DICOM</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="161"/>
        <source>%1 (layer %2)</source>
        <translation>%1 (capa %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="193"/>
        <source>Imported %1: %n structure(s)</source>
        <translation>
            <numerusform>Importado %1: %n estructura</numerusform>
            <numerusform>Importado %1: %n estructuras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="177"/>
        <source>Imported with a warning</source>
        <translation>Importado con una advertencia</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="199"/>
        <source>Cannot import the raters&apos; DICOM SEGs</source>
        <translation>No se pueden importar los DICOM SEG de los anotadores</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="206"/>
        <source>%1 is no DICOM SEG: a rater&apos;s map comes as a SEG.</source>
        <translation>%1 no es un DICOM SEG: el mapa de un anotador viene como SEG.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="231"/>
        <source>Imported %n rater(s): %1</source>
        <translation>
            <numerusform>%n anotador importado: %1</numerusform>
            <numerusform>%n anotadores importados: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Automatic (a model&apos;s result)</source>
        <translation>Automático (resultado de un modelo)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Semi-automatic (a model&apos;s result, corrected)</source>
        <translation>Semiautomático (resultado de un modelo, corregido)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="246"/>
        <source>Manual (drawn by hand)</source>
        <translation>Manual (dibujado a mano)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>Export as DICOM</source>
        <translation>Exportar como DICOM</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>How was this label map made?</source>
        <translation>¿Cómo se creó este mapa de etiquetas?</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as DICOM SEG</source>
        <translation>Exportar mapa de etiquetas como DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as RT Structure Set</source>
        <translation>Exportar mapa de etiquetas como RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="256"/>
        <source>DICOM (*.dcm)</source>
        <translation>DICOM (*.dcm)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="266"/>
        <source>Import DICOM SEG or RT Structure Set</source>
        <translation>Importar DICOM SEG o RT Structure Set</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="267"/>
        <source>DICOM (*.dcm);;All files (*)</source>
        <translation>DICOM (*.dcm);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::FigureExport</name>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="59"/>
        <source>Export View As</source>
        <translation>Exportar vista como</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="60"/>
        <source>Export All Views As</source>
        <translation>Exportar todas las vistas como</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="62"/>
        <source>PNG, Screen Resolution...</source>
        <translation>PNG, resolución de pantalla...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="64"/>
        <source>PNG, Double Resolution...</source>
        <translation>PNG, resolución doble...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="65"/>
        <source>Copy View</source>
        <translation>Copiar vista</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="66"/>
        <source>Scale Bar</source>
        <translation>Barra de escala</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export All Views</source>
        <translation>Exportar todas las vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export View</source>
        <translation>Exportar vista</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="81"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="93"/>
        <source>Cannot export the view</source>
        <translation>No se puede exportar la vista</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>the view has not been drawn yet</source>
        <translation>la vista aún no se ha dibujado</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="99"/>
        <source>Exported %1 (%2 x %3 pixels)</source>
        <translation>%1 exportado (%2 x %3 píxeles)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="107"/>
        <source>Copied the view (%1 x %2 pixels)</source>
        <translation>Vista copiada (%1 x %2 píxeles)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::LabelEditWorkspace</name>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="61"/>
        <source>New label map</source>
        <translation>Nuevo mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>No scan</source>
        <translation>Ningún escaneo</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>Open a scan first: a new label map takes the scan&apos;s grid.</source>
        <translation>Abra primero un escaneo: un nuevo mapa de etiquetas toma su rejilla.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="97"/>
        <source>Label %1: %2 mL</source>
        <translation>Etiqueta %1: %2 mL</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="102"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="103"/>
        <source>&amp;Undo Edit</source>
        <translation>&amp;Deshacer edición</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="104"/>
        <source>&amp;Redo Edit</source>
        <translation>&amp;Rehacer edición</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="105"/>
        <source>&amp;New Label Map</source>
        <translation>&amp;Nuevo mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="106"/>
        <source>Save Correction to &amp;Dataset</source>
        <translation>Guardar corrección en el conjunto de &amp;datos</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="107"/>
        <source>The edited label map becomes this scan&apos;s training label in the dataset</source>
        <translation>El mapa de etiquetas editado pasa a ser la etiqueta de entrenamiento de este escaneo en el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="108"/>
        <source>Edit labels</source>
        <translation>Editar etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Nothing to save</source>
        <translation>Nada que guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Open a scan and the label map to accept, or draw one (Edit &gt; New Label Map).</source>
        <translation>Abra un escaneo y el mapa de etiquetas que desea aceptar, o dibuje uno (Editar &gt; Nuevo mapa de etiquetas).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>No dataset</source>
        <translation>Ningún conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>Open the dataset the correction belongs to (File &gt; Open Dataset Folder).</source>
        <translation>Abra el conjunto de datos al que pertenece la corrección (Archivo &gt; Abrir carpeta de conjunto de datos).</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="155"/>
        <source>Save correction to dataset</source>
        <translation>Guardar corrección en el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="156"/>
        <source>Make &quot;%1&quot; the training label of %2 in the dataset %3?

A previous label of this case is kept in %4.</source>
        <translation>¿Convertir «%1» en la etiqueta de entrenamiento de %2 en el conjunto de datos %3?

Una etiqueta anterior de este caso se conserva en %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 added to the dataset.</source>
        <translation>Caso %1 añadido al conjunto de datos.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 updated in the dataset.</source>
        <translation>Caso %1 actualizado en el conjunto de datos.</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="175"/>
        <source>Previous label kept as %1</source>
        <translation>Etiqueta anterior conservada como %1</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="180"/>
        <source>Cannot save the correction</source>
        <translation>No se puede guardar la corrección</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="346"/>
        <source>Export S&amp;urfaces...</source>
        <translation>Exportar s&amp;uperficies...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="57"/>
        <source>Open or make a label map first.</source>
        <translation>Abra o cree primero un mapa de etiquetas.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="76"/>
        <source>Cannot make a folder in %1 for the copy of &quot;%2&quot; the export reads: %3. Set SEGSTUDIO_CACHE_DIR to a folder you can write, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>No se puede crear una carpeta en %1 para la copia de &quot;%2&quot; que lee la exportación: %3. Indique en SEGSTUDIO_CACHE_DIR una carpeta en la que pueda escribir, o guarde la capa y ejecute segstudio-cli mesh sobre el archivo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="84"/>
        <source>&quot;%1&quot; is held block by block at full resolution, and its copy for the export needs %2 MB in %3, which has %4 MB free. Set SEGSTUDIO_CACHE_DIR to a larger disk, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>&quot;%1&quot; se mantiene bloque a bloque a resolución completa, y su copia para la exportación necesita %2 MB en %3, que tiene %4 MB libres. Indique en SEGSTUDIO_CACHE_DIR un disco más grande, o guarde la capa y ejecute segstudio-cli mesh sobre el archivo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="104"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="115"/>
        <source>No surfaces to export</source>
        <translation>No hay superficies que exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="143"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>No scan to mask</source>
        <translation>No hay escaneo que enmascarar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <source>Open a scan and a label map on it first.</source>
        <translation>Abra primero un escaneo y un mapa de etiquetas sobre él.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <source>%1 is larger than memory and shown from its overview; run segstudio-cli edit --operation mask on the file.</source>
        <translation>%1 es más grande que la memoria y se muestra desde su vista general; ejecute segstudio-cli edit --operation mask sobre el archivo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>&quot;%1&quot; is held block by block at full resolution; save it, then run segstudio-cli edit --operation mask on the file.</source>
        <translation>&quot;%1&quot; se mantiene bloque a bloque a resolución completa; guárdelo y ejecute segstudio-cli edit --operation mask sobre el archivo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="327"/>
        <source>Opened %1 with a warning: %2</source>
        <translation>Se abrió %1 con una advertencia: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="80"/>
        <source>Loading cancelled</source>
        <translation>Carga cancelada</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Cannot start training</source>
        <translation>No se puede iniciar el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Check the training settings: the panel lists what is missing.</source>
        <translation>Revise la configuración del entrenamiento: el panel indica lo que falta.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>No model chosen</source>
        <translation>No se ha elegido ningún modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Select in the Runs panel the run whose model should learn from the corrections.</source>
        <translation>Seleccione en el panel Ejecuciones la ejecución cuyo modelo debe aprender de las correcciones.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Select a run in the Runs panel whose model should segment the scan.</source>
        <translation>Seleccione en el panel Ejecuciones la ejecución cuyo modelo debe segmentar la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="190"/>
        <source>Segment with Model Folder</source>
        <translation>Segmentar con una carpeta de modelo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Composite (%1)</source>
        <translation>Compuesto (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>Channel shown in the slice views; the window presets and right-drag adjust the selected channel&apos;s window. Composite: the first three channels in colour.</source>
        <translation>Canal mostrado en las vistas de corte; los ajustes de ventana y el arrastre con el botón derecho ajustan la ventana del canal elegido. Compuesto: los tres primeros canales en color.</translation>
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
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="339"/>
        <source>&amp;Open Scan...</source>
        <translation>&amp;Abrir imagen...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="340"/>
        <source>Open Scan &amp;Folder (DICOM Series, OME-Zarr, Slices)...</source>
        <translation>Abrir &amp;carpeta de escaneo (serie DICOM, OME-Zarr, cortes)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="341"/>
        <source>Open &amp;Label Map...</source>
        <translation>Abrir mapa de &amp;etiquetas...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="342"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>Abrir carpeta de conjunto de &amp;datos...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="343"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>&amp;Save Label Map As...</source>
        <translation>&amp;Guardar mapa de etiquetas como...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>&amp;Close Label Maps</source>
        <translation>&amp;Cerrar mapas de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="347"/>
        <source>Save Scan &amp;Masked by Label...</source>
        <translation>Guardar escaneo &amp;enmascarado por etiqueta...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="348"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="349"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="350"/>
        <source>Show &amp;All Views</source>
        <translation>Mostrar &amp;todas las vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Axial View</source>
        <translation>Maximizar vista &amp;axial</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>Maximizar vista &amp;sagital</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>Maximizar vista &amp;coronal</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Maximise &amp;3D View</source>
        <translation>Maximizar vista &amp;3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>&amp;Window Presets</source>
        <translation>&amp;Preajustes de ventana</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360"/>
        <source>3D &amp;Rendering</source>
        <translation>&amp;Renderizado 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Surfaces only</source>
        <translation>Solo superficies</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>MR volume</source>
        <translation>Volumen RM</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT soft tissue volume</source>
        <translation>Volumen TC tejidos blandos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT bone volume</source>
        <translation>Volumen TC hueso</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="364"/>
        <source>&amp;Reset Views</source>
        <translation>R&amp;establecer vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="367"/>
        <source>&amp;Training</source>
        <translation>&amp;Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="368"/>
        <source>&amp;Start Training</source>
        <translation>&amp;Iniciar entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>S&amp;top Training</source>
        <translation>&amp;Detener entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>Segment &amp;Current Scan</source>
        <translation>&amp;Segmentar imagen actual</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Segment with &amp;Model Folder...</source>
        <translation>Segmentar con una carpeta de &amp;modelo...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="372"/>
        <source>Segment the open scan with a model from a folder: a SegStudio run or package, a TorchScript model with its sidecar (model.pt + model.sidecar.json), or an nnU-Net v2 results folder (plans.json, dataset.json, fold_N)</source>
        <translation>Segmentar el escaneo abierto con un modelo de una carpeta: una ejecución o un paquete de SegStudio, un modelo TorchScript con su archivo complementario (model.pt + model.sidecar.json) o una carpeta de resultados de nnU-Net v2 (plans.json, dataset.json, fold_N)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="375"/>
        <source>&amp;Retrain with Corrections</source>
        <translation>&amp;Reentrenar con las correcciones</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>Fine-tune the selected run&apos;s model on the dataset with its corrections, then check it is not worse</source>
        <translation>Ajustar el modelo de la ejecución seleccionada con el conjunto de datos corregido y comprobar que no empeora</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="380"/>
        <source>&amp;About SegStudio</source>
        <translation>&amp;Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="381"/>
        <source>&amp;Getting Started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="382"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Dataset</source>
        <translation>Conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="452"/>
        <source>Training is running</source>
        <translation>Entrenamiento en curso</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="453"/>
        <source>A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later.</source>
        <translation>Hay un entrenamiento en curso. ¿Detenerlo y salir? Su punto de control queda guardado, por lo que podrá continuarse más tarde.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="498"/>
        <source>Value %1</source>
        <translation>Valor %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="503"/>
        <source>Values %1</source>
        <translation>Valores %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="506"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</source>
        <translation>Vóxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="521"/>
        <source>   (overview voxel: the mean of about %1 voxels)</source>
        <translation>   (vóxel de la vista general: media de unos %1 vóxeles)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="536"/>
        <source>PACS Nodes</source>
        <translation>Nodos PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="84"/>
        <source>%1 voxels, spacing %2 %5, origin %3 %5, %4</source>
        <translation>%1 vóxeles, espaciado %2 %5, origen %3 %5, %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="368"/>
        <source>Cannot open the label map</source>
        <translation>No se puede abrir el mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1: primero abra una imagen; el mapa de etiquetas se muestra superpuesto a una imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="140"/>
        <source>Opened dataset %1</source>
        <translation>Conjunto de datos %1 abierto</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="143"/>
        <source>Cannot open the dataset</source>
        <translation>No se puede abrir el conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>Open Scan</source>
        <translation>Abrir imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="152"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>Imágenes (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="160"/>
        <source>Open Scan Folder</source>
        <translation>Abrir carpeta de escaneo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="167"/>
        <source>Open Label Map</source>
        <translation>Abrir mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="168"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>Mapas de etiquetas (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="175"/>
        <source>Open Dataset Folder</source>
        <translation>Abrir carpeta de conjunto de datos</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>Nothing to save</source>
        <translation>Nada que guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <source>There is no label map to save.</source>
        <translation>No hay ningún mapa de etiquetas que guardar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <source>%1 was read for the scan open before; open it again.</source>
        <translation>%1 se leyó para el escaneo abierto antes; ábralo de nuevo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="392"/>
        <source>%1 holds the scan&apos;s voxels in another axis order or direction (%2 against the scan&apos;s %3): placed on the scan&apos;s grid voxel for voxel.</source>
        <translation>%1 contiene los vóxeles del estudio en otro orden o sentido de los ejes (%2 frente a %3 del estudio): colocado en la rejilla del estudio vóxel a vóxel.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="458"/>
        <source>Building a multiresolution pyramid of %1 (once; it is larger than the memory share)...</source>
        <translation>Creando una pirámide multirresolución de %1 (una sola vez; supera la cuota de memoria)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="542"/>
        <source>Unsaved label maps</source>
        <translation>Mapas de etiquetas sin guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="543"/>
        <source>These label maps have edits that are not saved:
%1

Save them first?</source>
        <translation>Estos mapas de etiquetas tienen cambios sin guardar:
%1

¿Guardarlos primero?</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="203"/>
        <source>Save Label Map</source>
        <translation>Guardar mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="228"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="231"/>
        <source>Cannot save the label map</source>
        <translation>No se puede guardar el mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="82"/>
        <source>%1 pixels, spacing %2 %4, origin %3 %4</source>
        <translation>%1 píxeles, espaciado %2 %4, origen %3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>&quot;%1&quot; is a view of the data, not a label map.</source>
        <translation>«%1» es una vista de los datos, no un mapa de etiquetas.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <source>%1 is the open scan; a label map never replaces it. Choose another file.</source>
        <translation>%1 es el escaneo abierto; un mapa de etiquetas nunca lo reemplaza. Elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="239"/>
        <source>Saving %1 at full resolution...</source>
        <translation>Guardando %1 a resolución completa...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowFiles.cpp" line="325"/>
        <source>, %n channel files</source>
        <translation>
            <numerusform>, %n archivo de canal</numerusform>
            <numerusform>, %n archivos de canal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="332"/>
        <source>Opened %1 (%2) as a multiresolution pyramid (levels: %3): it is larger than the memory share (Preferences), so slices load at full resolution as you scroll and zoom. Label maps made on it, or opened on its grid, are painted and saved at full resolution; the 3D view shows them on the overview&apos;s grid (%4)</source>
        <translation>%1 (%2) abierto como pirámide de resoluciones (niveles: %3): supera la parte de memoria (Preferencias), así que los cortes se cargan a resolución completa al desplazarse y ampliar. Los mapas de etiquetas creados sobre él, o abiertos en su rejilla, se pintan y guardan a resolución completa; la vista 3D los muestra en la rejilla de la vista general (%4)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="343"/>
        <source>Opened %1 (%2%3)</source>
        <translation>%1 abierto (%2%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="376"/>
        <source>Label map does not fit the scan</source>
        <translation>El mapa de etiquetas no se ajusta a la imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="377"/>
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
        <location filename="../app/gui/MainWindowFiles.cpp" line="382"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>El mapa de etiquetas %1 no se ha añadido: su geometría difiere de la de la imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="444"/>
        <source>Cannot open the file</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="449"/>
        <source>Loading %1...</source>
        <translation>Cargando %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="488"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>Abra una imagen (Archivo &gt; Abrir imagen) o una carpeta de conjunto de datos para empezar.</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="507"/>
        <source>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</source>
        <translation>Píxel (%1, %2, %3)   %4, %5, %6 %7   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="515"/>
        <source>   Label %1: %2</source>
        <translation>   Etiqueta %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Label map</source>
        <translation>Mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Scan</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="555"/>
        <source>About SegStudio</source>
        <translation>Acerca de SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="556"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;Un entorno de trabajo para segmentación 3D: imágenes y mapas de etiquetas, entrenamiento de redes U-Net e inferencia por ventana deslizante.&lt;/p&gt;&lt;p&gt;Datos de ejemplo: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MaskScanDialog</name>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="28"/>
        <source>Save Scan Masked by Label</source>
        <translation>Guardar escaneo enmascarado por etiqueta</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="35"/>
        <source>Label:</source>
        <translation>Etiqueta:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="36"/>
        <source>Outside the label (keep the label&apos;s voxels)</source>
        <translation>Fuera de la etiqueta (se conservan sus vóxeles)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="39"/>
        <source>Inside the label (remove the label&apos;s voxels)</source>
        <translation>Dentro de la etiqueta (se eliminan sus vóxeles)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="44"/>
        <source>Fill:</source>
        <translation>Rellenar:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="50"/>
        <source>Clamped to the scan&apos;s voxel type.</source>
        <translation>Limitado al tipo de vóxel del escaneo.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="51"/>
        <source>Fill value:</source>
        <translation>Valor de relleno:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="54"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="58"/>
        <source>New scan file:</source>
        <translation>Nuevo archivo de escaneo:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="59"/>
        <source>The open scan and label map are not changed.</source>
        <translation>El escaneo abierto y el mapa de etiquetas no cambian.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="64"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Saved the masked scan: %1</source>
        <translation>Escaneo enmascarado guardado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="102"/>
        <source>Save Masked Scan</source>
        <translation>Guardar escaneo enmascarado</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="103"/>
        <source>Scans (*.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Escaneos (*.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="113"/>
        <source>Not saved: the label map holds no label.</source>
        <translation>No guardado: el mapa de etiquetas no contiene ninguna etiqueta.</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="126"/>
        <source>Saving the masked scan...</source>
        <translation>Guardando el escaneo enmascarado...</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsNodesPage</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="39"/>
        <source>SegStudio finds, retrieves and sends DICOM only to the nodes listed here.</source>
        <translation>SegStudio busca, recupera y envía DICOM solo a los nodos de esta lista.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Our AE title</source>
        <translation>Nuestro título AE</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>C-MOVE port</source>
        <translation>Puerto C-MOVE</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Address (AE@host:port, or DICOMweb URL)</source>
        <translation>Dirección (AE@host:puerto, o URL DICOMweb)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="46"/>
        <source>DICOM networking: the PACS&apos;s AE title, host and port, e.g. ORTHANC@pacs.example.org:4242. DICOMweb: the service&apos;s base URL, e.g. https://pacs.example.org/dicom-web (find with QIDO-RS, retrieve with WADO-RS, send with STOW-RS).</source>
        <translation>Red DICOM: el título AE, el host y el puerto del PACS, p. ej. ORTHANC@pacs.example.org:4242. DICOMweb: la URL base del servicio, p. ej. https://pacs.example.org/dicom-web (buscar con QIDO-RS, recuperar con WADO-RS, enviar con STOW-RS).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="50"/>
        <source>Empty: retrieve with C-GET. A port: retrieve with C-MOVE, received on this port of this computer; the PACS must list our AE title with this computer&apos;s address and this port.</source>
        <translation>Vacío: recuperar con C-GET. Un puerto: recuperar con C-MOVE, recibido en este puerto de este equipo; el PACS debe registrar nuestro título AE con la dirección de este equipo y este puerto.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="65"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="67"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="74"/>
        <source>TLS and credentials of the selected node</source>
        <translation>TLS y credenciales del nodo seleccionado</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>DICOMweb credentials file:</source>
        <translation>Archivo de credenciales DICOMweb:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="80"/>
        <source>DICOM: empty for no TLS; a PEM file turns TLS on and the node&apos;s certificate must be signed by it. DICOMweb over https: empty for this computer&apos;s certificate authorities.</source>
        <translation>DICOM: vacío para no usar TLS; un archivo PEM activa TLS y el certificado del nodo debe estar firmado por él. DICOMweb por https: vacío para las autoridades de certificación de este equipo.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Trusted certificates (CA):</source>
        <translation>Certificados de confianza (CA):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Our certificate (if required):</source>
        <translation>Nuestro certificado (si se exige):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>Our private key:</source>
        <translation>Nuestra clave privada:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="82"/>
        <source>Only for nodes that ask for SegStudio&apos;s certificate (PEM).</source>
        <translation>Solo para nodos que piden el certificado de SegStudio (PEM).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="83"/>
        <source>The unencrypted PEM key of our certificate.</source>
        <translation>La clave PEM sin cifrar de nuestro certificado.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="84"/>
        <source>DICOMweb only: a file whose first line is user:password or Bearer &lt;token&gt;; sent over https only (or to this computer).</source>
        <translation>Solo DICOMweb: un archivo cuya primera línea es usuario:contraseña o Bearer &lt;token&gt;; se envía solo por https (o a este equipo).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="92"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose a PEM file</source>
        <translation>Elegir un archivo PEM</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose the credentials file</source>
        <translation>Elegir el archivo de credenciales</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>PEM files (*.pem *.crt *.cer *.key);;All files (*)</source>
        <translation>Archivos PEM (*.pem *.crt *.cer *.key);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsWorkspace</name>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="158"/>
        <source>Checking %1...</source>
        <translation>Comprobando %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="159"/>
        <source>%1 answers.</source>
        <translation>%1 responde.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="184"/>
        <source>PACS</source>
        <translation>PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="185"/>
        <source>Node:</source>
        <translation>Nodo:</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="186"/>
        <source>The PACS nodes configured in Preferences. SegStudio sends to the chosen node only.</source>
        <translation>Los nodos PACS configurados en Preferencias. SegStudio envía solo al nodo elegido.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="187"/>
        <source>Nodes...</source>
        <translation>Nodos...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="188"/>
        <source>Add, change or remove PACS nodes (Preferences).</source>
        <translation>Añadir, cambiar o quitar nodos PACS (Preferencias).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="189"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="190"/>
        <source>Find studies (* and ? match any characters):</source>
        <translation>Buscar estudios (* y ? coinciden con cualquier carácter):</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="191"/>
        <source>Patient name</source>
        <translation>Nombre del paciente</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="192"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient ID</source>
        <translation>ID del paciente</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="193"/>
        <source>Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD</source>
        <translation>Fecha del estudio AAAAMMDD, o un intervalo AAAAMMDD-AAAAMMDD</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="194"/>
        <source>Modality (CT, MR, SEG, ...)</source>
        <translation>Modalidad (CT, MR, SEG, ...)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="195"/>
        <source>Accession number</source>
        <translation>Número de acceso</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="196"/>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient</source>
        <translation>Paciente</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Modalities</source>
        <translation>Modalidades</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Instances</source>
        <translation>Instancias</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Modality</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="200"/>
        <source>Retrieve and Open</source>
        <translation>Recuperar y abrir</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="201"/>
        <source>Retrieve Study and Open</source>
        <translation>Recuperar estudio y abrir</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="202"/>
        <source>Retrieves every series of the study and opens its largest image series; its SEG and RTSTRUCT series then open at once with Retrieve and Open.</source>
        <translation>Recupera todas las series del estudio y abre su mayor serie de imágenes; sus series SEG y RTSTRUCT se abren luego al instante con Recuperar y abrir.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="204"/>
        <source>Send Label Map as DICOM SEG</source>
        <translation>Enviar mapa de etiquetas como DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="205"/>
        <source>Exports the label map being edited as a DICOM SEG on the open series and sends it to the node.</source>
        <translation>Exporta el mapa de etiquetas en edición como DICOM SEG sobre la serie abierta y lo envía al nodo.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="206"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="231"/>
        <source>No PACS node is configured: add one in Preferences, PACS Nodes (the Nodes... button).</source>
        <translation>No hay ningún nodo PACS configurado: añada uno en Preferencias, Nodos PACS (el botón Nodos...).</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="305"/>
        <source>Searching %1...</source>
        <translation>Buscando en %1...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="318"/>
        <source>%n stud(ies) found.</source>
        <translation>
            <numerusform>%n estudio encontrado.</numerusform>
            <numerusform>%n estudios encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="332"/>
        <source>Listing the series of the study...</source>
        <translation>Listando las series del estudio...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="347"/>
        <source>%n series in the study.</source>
        <translation>
            <numerusform>%n serie en el estudio.</numerusform>
            <numerusform>%n series en el estudio.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="413"/>
        <source>Choose a study and one of its series first.</source>
        <translation>Elija primero un estudio y una de sus series.</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="430"/>
        <source>Opening the copy retrieved earlier: %1</source>
        <translation>Abriendo la copia recuperada antes: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="439"/>
        <source>Retrieving the series...</source>
        <translation>Recuperando la serie...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="444"/>
        <source>Retrieved into %1</source>
        <translation>Recuperada en %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="453"/>
        <source>Choose a study and wait for its series to be listed first.</source>
        <translation>Elija primero un estudio y espere a que se listen sus series.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="477"/>
        <source>Retrieving the study&apos;s %n series...</source>
        <translation>
            <numerusform>Recuperando la %n serie del estudio...</numerusform>
            <numerusform>Recuperando las %n series del estudio...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="490"/>
        <source>Retrieved the study&apos;s %n series; none is an image series to open.</source>
        <translation>
            <numerusform>Recuperada %n serie del estudio; ninguna es una serie de imágenes para abrir.</numerusform>
            <numerusform>Recuperadas %n series del estudio; ninguna es una serie de imágenes para abrir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="493"/>
        <source>Retrieved the study&apos;s %n series; opening %1.</source>
        <translation>
            <numerusform>Recuperada %n serie del estudio; abriendo %1.</numerusform>
            <numerusform>Recuperadas %n series del estudio; abriendo %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="516"/>
        <source>Sending the DICOM SEG to %1...</source>
        <translation>Enviando el DICOM SEG a %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="527"/>
        <source>Sent the DICOM SEG to %1.</source>
        <translation>DICOM SEG enviado a %1.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::RaterAssignmentsPanel</name>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="62"/>
        <source>Rater</source>
        <translation>Anotador</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="123"/>
        <source>Assignments</source>
        <translation>Asignaciones</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="124"/>
        <source>Only my cases</source>
        <translation>Solo mis casos</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="130"/>
        <source>Raters</source>
        <translation>Anotadores</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Finished by</source>
        <translation>Terminado por</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="126"/>
        <source>Double-click a case to open it with its raters&apos; maps.</source>
        <translation>Haga doble clic en un caso para abrirlo con los mapas de sus anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="127"/>
        <source>Save my map and finish the case</source>
        <translation>Guardar mi mapa y terminar el caso</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="128"/>
        <source>Saves the Label editor&apos;s map as this rater&apos;s map of the open case (raters/&lt;name&gt;/labelsTr/) and records the case as finished by them.</source>
        <translation>Guarda el mapa del editor de etiquetas como el mapa de este anotador para el caso abierto (raters/&lt;name&gt;/labelsTr/) y registra el caso como terminado por él.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="131"/>
        <source>Raters to share the cases: ann, bo, cy</source>
        <translation>Anotadores que se reparten los casos: ann, bo, cy</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="132"/>
        <source>Raters per case</source>
        <translation>Anotadores por caso</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="133"/>
        <source>Assign</source>
        <translation>Asignar</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="134"/>
        <source>Gives every training case this many raters, each time the one with the fewest cases. Cases already assigned keep their raters.</source>
        <translation>Da a cada caso de entrenamiento este número de anotadores, cada vez el que tiene menos casos. Los casos ya asignados conservan sus anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="145"/>
        <source>Open a dataset to assign its cases to raters.</source>
        <translation>Abra un conjunto de datos para asignar sus casos a anotadores.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="190"/>
        <source>Reading the assignments...</source>
        <translation>Leyendo las asignaciones...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="207"/>
        <source>Assigning the cases...</source>
        <translation>Asignando los casos...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="210"/>
        <source>Assigned: every training case has %n rater(s) or more.</source>
        <translation>
            <numerusform>Asignado: cada caso de entrenamiento tiene %n anotador o más.</numerusform>
            <numerusform>Asignado: cada caso de entrenamiento tiene %n anotadores o más.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="222"/>
        <source>Not saved: label the case in the Label editor first; its target layer is what is saved.</source>
        <translation>No guardado: etiquete primero el caso en el editor de etiquetas; se guarda su capa de destino.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="231"/>
        <source>Not saved: the open scan is not case %1&apos;s; open the case from the Dataset dock or this list.</source>
        <translation>No guardado: el escaneo abierto no es del caso %1; abra el caso desde el panel de conjunto de datos o esta lista.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="237"/>
        <source>Not saved: a full-resolution map of a pyramid scan is saved with File &gt; Save Label Map As.</source>
        <translation>No guardado: un mapa a resolución completa de un escaneo piramidal se guarda con Archivo &gt; Guardar mapa de etiquetas como.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="249"/>
        <source>Saving %1&apos;s map of %2...</source>
        <translation>Guardando el mapa de %1 para %2...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="255"/>
        <source>Saved as %1&apos;s map: %2; %3 is finished.</source>
        <translation>Guardado como mapa de %1: %2; %3 está terminado.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="259"/>
        <source>Their previous map is kept as %1.</source>
        <translation>Su mapa anterior se conserva como %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="268"/>
        <source>Not done: %1</source>
        <translation>No realizado: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="311"/>
        <source>%1: %2 of %n case(s) finished</source>
        <translation>
            <numerusform>%1: %2 de %n caso terminado</numerusform>
            <numerusform>%1: %2 de %n casos terminados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="313"/>
        <source>No case is assigned yet: name the raters below and press Assign.</source>
        <translation>Aún no hay casos asignados: indique los anotadores abajo y pulse Asignar.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::ReviewWorkspace</name>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="82"/>
        <source>No scan for this case</source>
        <translation>Ningún escaneo para este caso</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="83"/>
        <source>No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case&apos;s scan.</source>
        <translation>No se encontró ningún escaneo llamado %1 (o %1_0000) en la carpeta de escaneos. Elija la carpeta que contiene el escaneo del caso.</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="106"/>
        <source>Reference (%1)</source>
        <translation>Referencia (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="107"/>
        <source>Prediction (%1)</source>
        <translation>Predicción (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="130"/>
        <source>Differences</source>
        <translation>Diferencias</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="134"/>
        <source>False positive</source>
        <translation>Falso positivo</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="135"/>
        <source>False negative</source>
        <translation>Falso negativo</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="136"/>
        <source>Wrong label</source>
        <translation>Etiqueta errónea</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="139"/>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="163"/>
        <source>Cannot compare the label maps</source>
        <translation>No se pueden comparar los mapas de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="155"/>
        <source>Prediction and reference agree on every voxel of this class.</source>
        <translation>La predicción y la referencia coinciden en cada vóxel de esta clase.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="160"/>
        <source>Largest error: %n voxel(s) on axial slice %1</source>
        <translation>
            <numerusform>Mayor error: %n vóxel en el corte axial %1</numerusform>
            <numerusform>Mayor error: %n vóxeles en el corte axial %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="169"/>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="171"/>
        <source>Label Statistics</source>
        <translation>Estadísticas de etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="173"/>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
</context>
<context>
    <name>segstudio::app::SurfaceExportDialog</name>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="53"/>
        <source>Export Surfaces: %1</source>
        <translation>Exportar superficies: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="57"/>
        <source>Labels</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="72"/>
        <source>Surface</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="74"/>
        <source>Smooth (windowed sinc; off keeps the voxel steps)</source>
        <translation>Suavizar (sinc con ventana; desactivado conserva los escalones de vóxel)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="83"/>
        <source>Smaller smooths more; 0.1 keeps folds a few voxels wide</source>
        <translation>Más pequeño suaviza más; 0,1 conserva pliegues de pocos vóxeles</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="84"/>
        <source>Pass band:</source>
        <translation>Banda de paso:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="89"/>
        <source>Iterations:</source>
        <translation>Iteraciones:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="96"/>
        <source>Quadric decimation: the share of triangles kept</source>
        <translation>Decimación cuádrica: la proporción de triángulos conservados</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="97"/>
        <source>Triangles kept:</source>
        <translation>Triángulos conservados:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="98"/>
        <source>Largest connected part only</source>
        <translation>Solo la mayor parte conexa</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="103"/>
        <source>LPS (DICOM, ITK, Slicer&apos;s default)</source>
        <translation>LPS (DICOM, ITK, predeterminado de Slicer)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="104"/>
        <source>RAS (NIfTI world, many 3D printing tools)</source>
        <translation>RAS (mundo NIfTI, muchas herramientas de impresión 3D)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="105"/>
        <source>Coordinates:</source>
        <translation>Coordenadas:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="109"/>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="114"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="115"/>
        <source>Every label in one file (PLY and VTP keep each triangle&apos;s label)</source>
        <translation>Todas las etiquetas en un archivo (PLY y VTP conservan la etiqueta de cada triángulo)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="121"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="124"/>
        <source>Folder or file:</source>
        <translation>Carpeta o archivo:</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Triangles</source>
        <translation>Triángulos</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Area (mm²)</source>
        <translation>Área (mm²)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Volume (ml)</source>
        <translation>Volumen (ml)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Closed</source>
        <translation>Cerrada</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="146"/>
        <source>Preview in 3D View</source>
        <translation>Vista previa en la vista 3D</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="148"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="160"/>
        <source>No preview: %1</source>
        <translation>Sin vista previa: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="164"/>
        <source>The 3D view shows %n surface(s) as they will be exported.</source>
        <translation>
            <numerusform>La vista 3D muestra %n superficie tal como se exportará.</numerusform>
            <numerusform>La vista 3D muestra %n superficies tal como se exportarán.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="166"/>
        <source>The 3D view shows %n surface(s) of the overview; Export makes them from the full resolution map.</source>
        <translation>
            <numerusform>La vista 3D muestra %n superficie de la vista general; Exportar la genera a partir del mapa a resolución completa.</numerusform>
            <numerusform>La vista 3D muestra %n superficies de la vista general; Exportar las genera a partir del mapa a resolución completa.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="207"/>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="256"/>
        <source>Choose at least one label.</source>
        <translation>Elija al menos una etiqueta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="212"/>
        <source>Making %n surface(s) for the 3D view...</source>
        <translation>
            <numerusform>Creando %n superficie para la vista 3D...</numerusform>
            <numerusform>Creando %n superficies para la vista 3D...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="260"/>
        <source>Choose a folder, or a file for every label in one file.</source>
        <translation>Elija una carpeta, o un archivo para todas las etiquetas en uno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="269"/>
        <source>Making %n surface(s)...</source>
        <translation>
            <numerusform>Creando %n superficie...</numerusform>
            <numerusform>Creando %n superficies...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="311"/>
        <source>Export Surfaces To File</source>
        <translation>Exportar superficies a un archivo</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="312"/>
        <source>Meshes (*.stl *.obj *.ply *.vtp)</source>
        <translation>Mallas (*.stl *.obj *.ply *.vtp)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="313"/>
        <source>Export Surfaces To Folder</source>
        <translation>Exportar superficies a una carpeta</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="331"/>
        <source>Not exported: %1</source>
        <translation>No exportado: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="356"/>
        <source>Wrote %n file(s) in %1 s: %2</source>
        <translation>
            <numerusform>%n archivo escrito en %1 s: %2</numerusform>
            <numerusform>%n archivos escritos en %1 s: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::TrainingWorkspace</name>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="165"/>
        <source>Cannot plan the training</source>
        <translation>No se puede planificar el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="179"/>
        <source>Planned: patch %1x%2x%3, batch %4, %5 stages</source>
        <translation>Planificado: parche %1x%2x%3, lote %4, %5 niveles</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="194"/>
        <source>Training dashboard</source>
        <translation>Panel de control del entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="197"/>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="198"/>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="201"/>
        <source>Cancel segmentation</source>
        <translation>Cancelar segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="239"/>
        <source>Planning (preprocessing the dataset if needed)...</source>
        <translation>Planificando (preprocesando el conjunto de datos si es necesario)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="315"/>
        <source>%1 (preprocessed)</source>
        <translation>%1 (preprocesado)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="155"/>
        <source>Indexing the segmentation for viewing: %1 of %2 slices</source>
        <translation>Indexando la segmentación para verla: %1 de %2 cortes</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="157"/>
        <source>Segmenting at full resolution with %1: %2 of %3 slices, about %4 s left</source>
        <translation>Segmentando a resolución completa con %1: %2 de %3 cortes, quedan unos %4 s</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="195"/>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="196"/>
        <source>Live preview</source>
        <translation>Vista previa en directo</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="199"/>
        <source>Imported models</source>
        <translation>Modelos importados</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="291"/>
        <source>Live preview unavailable: %1</source>
        <translation>Vista previa en directo no disponible: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="334"/>
        <source>Training failed</source>
        <translation>Error en el entrenamiento</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="337"/>
        <source>Training %1 after %2 epoch(s); best mean Dice %3</source>
        <translation>Entrenamiento %1 tras %2 época(s); mejor Dice medio %3</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>finished</source>
        <translation>finalizado</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Nothing to segment</source>
        <translation>Nada que segmentar</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Open a scan first.</source>
        <translation>Primero abra una imagen.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="351"/>
        <source>Already segmenting</source>
        <translation>Ya se está segmentando</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="352"/>
        <source>The scan is being segmented with %1; wait for it, or cancel it in the status bar.</source>
        <translation>El escáner se está segmentando con %1; espere o cancélelo en la barra de estado.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="368"/>
        <source>Segmenting at full resolution with %1, block by block (a stopped run continues where it stopped)...</source>
        <translation>Segmentando a resolución completa con %1, bloque a bloque (una ejecución detenida continúa donde se detuvo)...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="373"/>
        <source>Segmenting with %1...</source>
        <translation>Segmentando con %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="387"/>
        <source>Segmentation cancelled</source>
        <translation>Segmentación cancelada</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="388"/>
        <source>Segmentation cancelled; its finished blocks are kept, and segmenting this scan with %1 again continues after them</source>
        <translation>Segmentación cancelada; los bloques terminados se conservan, y segmentar este escáner con %1 de nuevo continúa tras ellos</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="394"/>
        <source>Segmentation failed</source>
        <translation>Error en la segmentación</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="401"/>
        <source>The segmentation of %1 was not added: another scan is open now. It is kept in %2; open that scan and then this label map.</source>
        <translation>La segmentación de %1 no se añadió: ahora hay otro escáner abierto. Se conserva en %2; abra ese escáner y luego este mapa de etiquetas.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="409"/>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="430"/>
        <source>Segmentation (%1)</source>
        <translation>Segmentación (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="416"/>
        <source>Opened the full-resolution segmentation %1 made earlier from this scan with this model; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>Se abrió la segmentación a resolución completa %1 hecha antes a partir de este escáner con este modelo; guárdela con Archivo &gt; Guardar mapa de etiquetas como (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="418"/>
        <source>Segmented at full resolution in %1 s%2; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>Segmentado a resolución completa en %1 s%2; guárdelo con Archivo &gt; Guardar mapa de etiquetas como (.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="420"/>
        <source>, continuing at slice %1</source>
        <translation>, continuando en el corte %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="435"/>
        <source>Segmented with every part of %1 in %2 s (%n structure(s)); save it with File &gt; Save Label Map As</source>
        <translation>
            <numerusform>Segmentado con cada parte de %1 en %2 s (%n estructura); guárdelo con Archivo &gt; Guardar mapa de etiquetas como</numerusform>
            <numerusform>Segmentado con cada parte de %1 en %2 s (%n estructuras); guárdelo con Archivo &gt; Guardar mapa de etiquetas como</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="444"/>
        <source>Uncertainty (%1)</source>
        <translation>Incertidumbre (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="445"/>
        <source>Segmented in %1 s; tick its Uncertainty layer to see where the model is unsure; save it with File &gt; Save Label Map As</source>
        <translation>Segmentado en %1 s; marque su capa de Incertidumbre para ver dónde duda el modelo; guárdelo con Archivo &gt; Guardar mapa de etiquetas como</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="37"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="46"/>
        <source>Cannot retrain</source>
        <translation>No se puede reentrenar</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <source>A run is in progress; wait for it or stop it first.</source>
        <translation>Hay una ejecución en curso; espere o deténgala primero.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="38"/>
        <source>Choose the dataset folder that holds the corrections in the Training panel (a folder with dataset.json).</source>
        <translation>Elija en el panel Entrenamiento la carpeta del conjunto de datos que contiene las correcciones (una carpeta con dataset.json).</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="67"/>
        <source>Fine-tuning %1 on %2...</source>
        <translation>Ajustando %1 en %2...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="69"/>
        <source>Retraining %1 with the corrections...</source>
        <translation>Reentrenando %1 con las correcciones...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Retraining failed</source>
        <translation>El reentrenamiento falló</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Fine-tuning failed</source>
        <translation>El ajuste fino falló</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="87"/>
        <source>Fine-tuning stopped; the imported model stays active.</source>
        <translation>Ajuste fino detenido; el modelo importado sigue activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="88"/>
        <source>Retraining stopped; the previous model stays active.</source>
        <translation>Reentrenamiento detenido; el modelo anterior sigue activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="92"/>
        <source>Comparing the fine-tuned model with the imported one...</source>
        <translation>Comparando el modelo ajustado con el importado...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="93"/>
        <source>Comparing the retrained model with the previous one...</source>
        <translation>Comparando el modelo reentrenado con el anterior...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <source>Cannot compare the models</source>
        <translation>No se pueden comparar los modelos</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="138"/>
        <source>The previous model stays active.</source>
        <translation>El modelo anterior sigue activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="135"/>
        <source>The fine-tuned model is now active.</source>
        <translation>El modelo ajustado está ahora activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="136"/>
        <source>The imported model stays active.</source>
        <translation>El modelo importado sigue activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="137"/>
        <source>The retrained model is now active.</source>
        <translation>El modelo reentrenado está ahora activo.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="24"/>
        <source>%1 samples/s, data wait %2 %</source>
        <translation>%1 muestras/s, espera de datos %2 %</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="59"/>
        <source>Applied: %1
Before: %2. After (first %3 steps of this run): %4, %5x.</source>
        <translation>Aplicado: %1
Antes: %2. Después (primeros %3 pasos de esta ejecución): %4, %5x.</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="82"/>
        <source>Applied: %1
Before: %2. After: measured over the first %3 steps of the next run.</source>
        <translation>Aplicado: %1
Antes: %2. Después: se mide en los primeros %3 pasos de la próxima ejecución.</translation>
    </message>
</context>
<context>
    <name>segstudio::app::WorklistWorkspace</name>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="81"/>
        <source>Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>Mapas de incertidumbre (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="90"/>
        <source>Worklist</source>
        <translation>Lista de trabajo</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="92"/>
        <source>Open &amp;Uncertainty Map...</source>
        <translation>Abrir mapa de &amp;incertidumbre...</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="111"/>
        <source>Cannot open the uncertainty map</source>
        <translation>No se puede abrir el mapa de incertidumbre</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <source>%1: open a scan first; the map is shown over a scan.</source>
        <translation>%1: abra primero un estudio; el mapa se muestra sobre un estudio.</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="112"/>
        <source>%1 does not lie on the grid of the open scan: %2</source>
        <translation>%1 no está en la rejilla del estudio abierto: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="113"/>
        <source>different size</source>
        <translation>tamaño distinto</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="118"/>
        <source>Uncertainty (%1)</source>
        <translation>Incertidumbre (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="143"/>
        <source>Prediction (%1)</source>
        <translation>Predicción (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="155"/>
        <source>%1: the model is least sure on axial slice %2. Correct the prediction, then Edit &gt; Save Correction to Dataset (Ctrl+Shift+S).</source>
        <translation>%1: el modelo está menos seguro en el corte axial %2. Corrija la predicción y luego Editar &gt; Guardar corrección en el conjunto de datos (Ctrl+Mayús+S).</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <location filename="../widgets/DatasetBrowser.cpp" line="86"/>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Spacing</source>
        <translation>Espaciado</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Ch.</source>
        <translation>Can.</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Labels</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="65"/>
        <source>Channels</source>
        <translation>Canales</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="66"/>
        <source>The label values present in the case&apos;s label map</source>
        <translation>Los valores de etiqueta presentes en el mapa del caso</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="67"/>
        <source>Filter cases</source>
        <translation>Filtrar casos</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="72"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>No hay ningún conjunto de datos abierto. Use Archivo &gt; Abrir carpeta de conjunto de datos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="75"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1: %n caso, haga clic en él para abrirlo</numerusform>
            <numerusform>%1: %n casos, haga clic en uno para abrirlo</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="112"/>
        <source>%1 (no label map)</source>
        <translation>%1 (sin mapa de etiquetas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="159"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n etiqueta</numerusform>
            <numerusform>%n etiquetas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/GettingStartedDialog.cpp" line="44"/>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ImportedModelsPanel</name>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="47"/>
        <source>(%1 cannot be read: %2)</source>
        <translation>(no se puede leer %1: %2)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="50"/>
        <source>... (the rest is in %1)</source>
        <translation>... (el resto está en %1)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="103"/>
        <source>Licence and notes</source>
        <translation>Licencia y notas</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Labels</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Configuration</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Spacing (mm)</source>
        <translation>Espaciado (mm)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Patch</source>
        <translation>Parche</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="116"/>
        <source>Add Model Folder...</source>
        <translation>Añadir carpeta de modelo...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="117"/>
        <source>An nnU-Net v2 results folder (or a folder of several, as TotalSegmentator&apos;s), a TorchScript folder, or a SegStudio package</source>
        <translation>Una carpeta de resultados de nnU-Net v2 (o una carpeta con varias, como la de TotalSegmentator), una carpeta TorchScript o un paquete de SegStudio</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="119"/>
        <source>Segment Current Scan</source>
        <translation>Segmentar el escaneo actual</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="120"/>
        <source>Fine-tune on the Training Dataset</source>
        <translation>Ajustar con el conjunto de entrenamiento</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="121"/>
        <source>An nnU-Net model: train on the Training panel&apos;s dataset from its weights, preprocessed as the model does (a new output head when the labels differ), then compare both models</source>
        <translation>Un modelo nnU-Net: entrenar desde sus pesos con el conjunto del panel de entrenamiento, preprocesado como lo hace el modelo (una nueva cabeza de salida si las etiquetas difieren), y comparar ambos modelos</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="123"/>
        <source>Licence...</source>
        <translation>Licencia...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="124"/>
        <source>Remove from List</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="125"/>
        <source>Forgets the model here; its folder stays as it is</source>
        <translation>Olvida el modelo aquí; su carpeta queda como está</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="179"/>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="196"/>
        <source>No imported model yet: Add Model Folder..., or Training &gt; Segment with Model Folder...</source>
        <translation>Aún no hay modelos importados: Añadir carpeta de modelo... o Entrenamiento &gt; Segmentar con carpeta de modelo...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Folder: %1</source>
        <translation>Carpeta: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Labels: %1</source>
        <translation>Etiquetas: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="211"/>
        <source>Trainer: %1, plans: %2</source>
        <translation>Entrenador: %1, planes: %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="215"/>
        <source>Runs as: %1</source>
        <translation>Se ejecuta como: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="216"/>
        <source>No licence or notes file beside the weights</source>
        <translation>No hay archivo de licencia ni de notas junto a los pesos</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="217"/>
        <source>Licence and notes: %1</source>
        <translation>Licencia y notas: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="205"/>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="226"/>
        <source>Add Model Folder</source>
        <translation>Añadir carpeta de modelo</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="231"/>
        <source>Not a model folder</source>
        <translation>No es una carpeta de modelo</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="257"/>
        <source>Licence of this model</source>
        <translation>Licencia de este modelo</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="258"/>
        <source>These weights come with a licence or notes (%1). Read them before the first use:</source>
        <translation>Estos pesos incluyen una licencia o notas (%1). Léalas antes del primer uso:</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="265"/>
        <source>Accept and Use</source>
        <translation>Aceptar y usar</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::InteractiveAssistController</name>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="41"/>
        <source>%1 segments whole scans and takes no clicks. Choose an interactive model: train one with the configuration &quot;Interactive&quot;.</source>
        <translation>%1 segmenta exploraciones completas y no admite clics. Elija un modelo interactivo: entrene uno con la configuración «Interactivo».</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="86"/>
        <source>No interactive model yet. Choose one (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot; (or segstudio-cli train DATASET --configuration interactive).</source>
        <translation>Aún no hay un modelo interactivo. Elija uno (Modelo…) o use Crecer, que no necesita ninguno. Para entrenar uno con el conjunto de datos abierto: Entrenamiento, configuración «Interactivo» (o segstudio-cli train DATASET --configuration interactive).</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="92"/>
        <source>AI assist segments labels 1 to 255; label %1 is beyond them.</source>
        <translation>La asistencia IA segmenta las etiquetas 1 a 255; la etiqueta %1 está fuera de ese rango.</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="106"/>
        <source>AI assist: preview</source>
        <translation>Asistencia IA: vista previa</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditController</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="102"/>
        <source>No label value is left in this label map (its voxels hold at most %1).</source>
        <translation>No queda ningún valor de etiqueta libre en este mapa (sus vóxeles admiten como máximo %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="105"/>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="116"/>
        <source>Label %1</source>
        <translation>Etiqueta %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="219"/>
        <source>Nothing filled: the clicked voxel&apos;s intensity %1 is outside the window %2 to %3.</source>
        <translation>Nada rellenado: la intensidad %1 del vóxel pulsado está fuera de la ventana %2 a %3.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="221"/>
        <source>Nothing changed: no voxel in reach may be painted under the current rules.</source>
        <translation>Nada cambió: según las reglas actuales no se puede pintar ningún vóxel alcanzado.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="252"/>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="74"/>
        <source>AI assist</source>
        <translation>Asistencia IA</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="373"/>
        <source>Nothing to accept yet: paint seeds of a label and of the background first.</source>
        <translation>Aún no hay nada que aceptar: pinte primero semillas de una etiqueta y del fondo.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="374"/>
        <source>Nothing changed: no grown voxel may be painted under the current rules.</source>
        <translation>Nada cambió: las reglas actuales no permiten pintar ningún vóxel crecido.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="380"/>
        <source>Nothing to accept yet: click inside a structure first.</source>
        <translation>Aún no hay nada que aceptar: haga clic primero dentro de una estructura.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="381"/>
        <source>Nothing changed: no voxel of the object may be painted under the current rules.</source>
        <translation>No cambió nada: según las reglas actuales no se puede pintar ningún vóxel del objeto.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="407"/>
        <source>Interpolation between slices</source>
        <translation>Interpolación entre cortes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="415"/>
        <source>Nothing to fill: label %1 needs two slices with empty slices between them.</source>
        <translation>Nada que rellenar: la etiqueta %1 necesita dos cortes con cortes vacíos entre ellos.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Deleting an object</source>
        <translation>Borrar un objeto</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Merging objects</source>
        <translation>Fusionar objetos</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="433"/>
        <source>Nothing changed: label %1 is absent or locked.</source>
        <translation>Nada cambió: la etiqueta %1 no está o está bloqueada.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="451"/>
        <source>Split: click inside the object to split; this voxel is background.</source>
        <translation>Dividir: haga clic dentro del objeto que quiere dividir; este vóxel es fondo.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="455"/>
        <source>Split label %1: now click inside the part that should become a new object.</source>
        <translation>Dividir la etiqueta %1: ahora haga clic dentro de la parte que será un objeto nuevo.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="462"/>
        <source>Split: click a second point, away from the first.</source>
        <translation>Dividir: haga clic en un segundo punto, lejos del primero.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="463"/>
        <source>Split: the second click must lie inside the same object (label %1).</source>
        <translation>Dividir: el segundo clic debe estar dentro del mismo objeto (etiqueta %1).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="470"/>
        <source>Nothing changed: label %1 is locked.</source>
        <translation>Nada cambió: la etiqueta %1 está bloqueada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="472"/>
        <source>Label %1 split: %n voxel(s) are now label %2.</source>
        <translation>
            <numerusform>Etiqueta %1 dividida: %n vóxel es ahora la etiqueta %2.</numerusform>
            <numerusform>Etiqueta %1 dividida: %n vóxeles son ahora la etiqueta %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="46"/>
        <source>%1 needs a label map held whole. This scan is open as a multiresolution pyramid and its label map is held at full resolution, where the brush, the eraser and the polygon work.</source>
        <translation>%1 necesita un mapa de etiquetas cargado entero. Este escaneo está abierto como pirámide de resoluciones y su mapa de etiquetas está a resolución completa, donde funcionan el pincel, el borrador y el polígono.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="65"/>
        <source>Flood fill</source>
        <translation>Relleno por inundación</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="68"/>
        <source>Threshold paint</source>
        <translation>Pintar por umbral</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="71"/>
        <source>Grow from seeds</source>
        <translation>Crecer desde semillas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="77"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="9"/>
        <source>A segment operation</source>
        <translation>Una operación de segmento</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="13"/>
        <source>Open or create a label map to edit first.</source>
        <translation>Abra o cree primero un mapa de etiquetas para editar.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="21"/>
        <source>Nothing changed: label %1 is absent, or the operation leaves it as it is.</source>
        <translation>Nada cambió: la etiqueta %1 no existe o la operación la deja como está.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="23"/>
        <source>Label %1: %n island(s) split off as new labels.</source>
        <translation>
            <numerusform>Etiqueta %1: %n isla separada como etiqueta nueva.</numerusform>
            <numerusform>Etiqueta %1: %n islas separadas como etiquetas nuevas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="26"/>
        <source>Label %1: %2 voxel(s) added, %3 removed.</source>
        <translation>Etiqueta %1: %2 vóxeles añadidos, %3 quitados.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditorPanel</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="214"/>
        <source>New label map</source>
        <translation>Nuevo mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="270"/>
        <source>Label map</source>
        <translation>Mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="271"/>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="272"/>
        <source>A new empty label map on the open scan</source>
        <translation>Un nuevo mapa de etiquetas vacío sobre el escaneo abierto</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Navigate</source>
        <translation>Navegar</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Brush</source>
        <translation>Pincel</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Flood fill</source>
        <translation>Relleno por inundación</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Grow</source>
        <translation>Crecer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="315"/>
        <source>AI assist</source>
        <translation>Asistencia IA</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="275"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="277"/>
        <source>The left button moves the cursor (no editing)</source>
        <translation>El botón izquierdo mueve el cursor (sin editar)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="278"/>
        <source>Paint the active label; [ and ] change the size</source>
        <translation>Pintar la etiqueta activa; [ y ] cambian el tamaño</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="279"/>
        <source>Erase the active label (other labels stay)</source>
        <translation>Borrar la etiqueta activa (las demás se mantienen)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="280"/>
        <source>Click the corners on a slice; double-click or Enter fills, Escape cancels</source>
        <translation>Pulse las esquinas en un corte; doble clic o Intro rellena, Escape cancela</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="281"/>
        <source>Click a voxel: its connected region within the intensity window gets the label</source>
        <translation>Pulse un vóxel: su región conectada dentro de la ventana de intensidad recibe la etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="282"/>
        <source>Click a slice: every voxel within the intensity window gets the label</source>
        <translation>Pulse un corte: cada vóxel dentro de la ventana de intensidad recibe la etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="283"/>
        <source>Grow from seeds: paint a few strokes inside each structure and around it (Background seeds); the whole structure grows in 3D. Enter accepts, Escape resets</source>
        <translation>Crecer desde semillas: pinte unos trazos dentro de cada estructura y a su alrededor (semillas de fondo); la estructura entera crece en 3D. Intro acepta, Escape restablece</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="285"/>
        <source>AI assist: click inside a structure (right button or Shift: outside it), or drag a box, a scribble or a lasso; an interactive model segments it in 3D. Enter accepts, Escape resets</source>
        <translation>Asistencia IA: haga clic dentro de una estructura (botón derecho o Mayús: fuera de ella) o arrastre un recuadro, un trazo o un lazo; un modelo interactivo la segmenta en 3D. Intro acepta, Escape restablece</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="287"/>
        <source>Split an object in two: click inside the part that keeps its id, then inside the part that becomes a new object; the object is cut where the two clicks are equally far</source>
        <translation>Dividir un objeto en dos: haga clic en la parte que conserva su id y luego en la que será un objeto nuevo; el corte pasa donde los dos clics están a igual distancia</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="293"/>
        <source>Brush size</source>
        <translation>Tamaño del pincel</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="294"/>
        <source>Diameter of the brush in mm, drawn as an outline under the pointer</source>
        <translation>Diámetro del pincel en mm, dibujado como contorno bajo el puntero</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="295"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="296"/>
        <source>A ball across slices instead of a disk in the slice</source>
        <translation>Una esfera a través de los cortes en lugar de un disco en el corte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="297"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="298"/>
        <source>New…</source>
        <translation>Nueva…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="299"/>
        <source>Add a label with the next free value, a name and a colour</source>
        <translation>Añadir una etiqueta con el siguiente valor libre, un nombre y un color</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="300"/>
        <source>Paint over</source>
        <translation>Pintar sobre</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="301"/>
        <source>Locked</source>
        <translation>Bloqueadas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="302"/>
        <source>Voxels of a ticked label are never changed</source>
        <translation>Los vóxeles de una etiqueta marcada nunca se modifican</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="303"/>
        <source>Intensity window (flood fill, threshold)</source>
        <translation>Ventana de intensidad (relleno, umbral)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>This slice</source>
        <translation>Este corte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>Whole volume</source>
        <translation>Volumen completo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="306"/>
        <source>Grow from seeds</source>
        <translation>Crecer desde semillas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="307"/>
        <source>Background seeds</source>
        <translation>Semillas de fondo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="308"/>
        <source>Strokes mark background (what is not any structure) instead of the active label</source>
        <translation>Los trazos marcan el fondo (lo que no es ninguna estructura) en lugar de la etiqueta activa</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="309"/>
        <source>Whole image</source>
        <translation>Imagen completa</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="310"/>
        <source>Grow over the whole scan instead of a box around the seeds (slower on large scans)</source>
        <translation>Crecer sobre todo el estudio en lugar de una caja alrededor de las semillas (más lento en estudios grandes)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="311"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="329"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="312"/>
        <source>Write the grown labels into the label map as one undo step (Enter)</source>
        <translation>Escribir las etiquetas crecidas en el mapa de etiquetas como un solo paso de deshacer (Intro)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="313"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="331"/>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="314"/>
        <source>Remove the seeds and the preview (Escape)</source>
        <translation>Quitar las semillas y la vista previa (Escape)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="316"/>
        <source>Model…</source>
        <translation>Modelo…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="317"/>
        <source>An interactive model: a run folder or model package trained with the configuration &quot;Interactive&quot;</source>
        <translation>Un modelo interactivo: una carpeta de ejecución o un paquete de modelo entrenado con la configuración «Interactivo»</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="319"/>
        <source>A drag draws</source>
        <translation>Arrastrar dibuja</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Box</source>
        <translation>Recuadro</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Scribble</source>
        <translation>Trazo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Lasso</source>
        <translation>Lazo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="322"/>
        <source>A box around the structure, reaching across slices as far as it is wide</source>
        <translation>Un recuadro alrededor de la estructura, que abarca tantos cortes como ancho tiene</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="323"/>
        <source>A line over the structure (right button or Shift: over what is not it)</source>
        <translation>Una línea sobre la estructura (botón derecho o Mayús: sobre lo que no lo es)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="324"/>
        <source>An outline around the structure on this slice</source>
        <translation>Un contorno alrededor de la estructura en este corte</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="330"/>
        <source>Write the object into the label map as one undo step (Enter)</source>
        <translation>Escribir el objeto en el mapa de etiquetas como un solo paso de deshacer (Intro)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="332"/>
        <source>Forget the clicks and the preview (Escape)</source>
        <translation>Olvidar los clics y la vista previa (Escape)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="335"/>
        <source>Fill between slices</source>
        <translation>Rellenar entre cortes</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="336"/>
        <source>Interpolate the active label&apos;s shape across the empty slices between edited ones</source>
        <translation>Interpolar la forma de la etiqueta activa en los cortes vacíos entre los editados</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="337"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="338"/>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>Deshacer la última edición (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="339"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="340"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="363"/>
        <source>All labels</source>
        <translation>Todas las etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="364"/>
        <source>Empty voxels only</source>
        <translation>Solo vóxeles vacíos</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="370"/>
        <source>Only %1</source>
        <translation>Solo %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>No interactive model</source>
        <translation>Ningún modelo interactivo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="402"/>
        <source>Choose an interactive model (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot;.</source>
        <translation>Elija un modelo interactivo (Modelo…) o use Crecer, que no necesita ninguno. Para entrenar uno con el conjunto de datos abierto: Entrenamiento, configuración «Interactivo».</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="404"/>
        <source>Segmenting…</source>
        <translation>Segmentando…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="405"/>
        <source>Found in %1 ms. Click to correct (right button: not this), then Accept.</source>
        <translation>Encontrado en %1 ms. Haga clic para corregir (botón derecho: esto no), luego Aceptar.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="407"/>
        <source>Click inside a structure, or drag over it (a box, a scribble or a lasso).</source>
        <translation>Haga clic dentro de una estructura o arrastre sobre ella (recuadro, trazo o lazo).</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="412"/>
        <source>Interactive model (run folder or model package)</source>
        <translation>Modelo interactivo (carpeta de ejecución o paquete de modelo)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="433"/>
        <source>Growing…</source>
        <translation>Creciendo…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="434"/>
        <source>Grown in %1 s. Add strokes to correct it, then Accept.</source>
        <translation>Crecido en %1 s. Añada trazos para corregirlo y luego Aceptar.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="436"/>
        <source>Paint seeds inside a structure with its label, and background seeds around it.</source>
        <translation>Pinte semillas con la etiqueta de una estructura dentro de ella y semillas de fondo a su alrededor.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="444"/>
        <source>Label %1: %2 mL</source>
        <translation>Etiqueta %1: %2 mL</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>New label</source>
        <translation>Nueva etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>Name of the new label:</source>
        <translation>Nombre de la nueva etiqueta:</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelStatisticsPanel</name>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="110"/>
        <source>Label map</source>
        <translation>Mapa de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="111"/>
        <source>Compute</source>
        <translation>Calcular</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="112"/>
        <source>Volume, intensity per channel, bounding box and centroid of every label of the chosen map</source>
        <translation>Volumen, intensidad por canal, caja delimitadora y centroide de cada etiqueta del mapa elegido</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="113"/>
        <source>Export CSV...</source>
        <translation>Exportar CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="114"/>
        <source>Delete Selected</source>
        <translation>Eliminar selección</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="115"/>
        <source>Set the selected labels to 0 in the label map (undoable)</source>
        <translation>Poner a 0 las etiquetas seleccionadas en el mapa (se puede deshacer)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="116"/>
        <source>Merge Selected</source>
        <translation>Unir selección</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="117"/>
        <source>Give the selected labels the smallest one&apos;s value, e.g. to join two halves of a cell (undoable)</source>
        <translation>Dar a las etiquetas seleccionadas el valor de la menor, p. ej. para unir dos mitades de una célula (se puede deshacer)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="171"/>
        <source>Computing the statistics of %1...</source>
        <translation>Calculando las estadísticas de %1...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="192"/>
        <source>Cannot compute label statistics</source>
        <translation>No se pueden calcular las estadísticas de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Voxels</source>
        <translation>Vóxeles</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Area (%1)</source>
        <translation>Área (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Volume (%1)</source>
        <translation>Volumen (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="208"/>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>Mean (%1)</source>
        <translation>Media (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>SD (%1)</source>
        <translation>DE (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="211"/>
        <source>Centroid (%1)</source>
        <translation>Centroide (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="238"/>
        <source>The label map holds no label.</source>
        <translation>El mapa no contiene ninguna etiqueta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="239"/>
        <source>%n label(s). Double-click a row to go to its centroid.</source>
        <translation>
            <numerusform>%n etiqueta. Haga doble clic en una fila para ir a su centroide.</numerusform>
            <numerusform>%n etiquetas. Haga doble clic en una fila para ir a su centroide.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="304"/>
        <source>Export Label Statistics</source>
        <translation>Exportar estadísticas de etiquetas</translation>
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
        <translation>No se pueden exportar las estadísticas de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="314"/>
        <source>%1 is the open scan; choose another file.</source>
        <translation>%1 es el escaneo abierto; elija otro archivo.</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="319"/>
        <source>Wrote %1</source>
        <translation>%1 escrito</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="71"/>
        <source>Opacity</source>
        <translation>Opacidad</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="72"/>
        <source>Outline only</source>
        <translation>Solo contorno</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="73"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>Dibujar los bordes de las etiquetas en lugar de regiones rellenas</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="74"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>Marque para mostrar u ocultar; haga doble clic en una etiqueta para cambiar su color</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="93"/>
        <source>Scan: %1</source>
        <translation>Imagen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="100"/>
        <source>Labels: %1</source>
        <translation>Etiquetas: %1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>Color de la etiqueta %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LivePreviewPane</name>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="38"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="54"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="76"/>
        <source>Live preview: the model on a validation case appears here after the first validation.</source>
        <translation>Vista previa en directo: el modelo sobre un caso de validación aparece aquí tras la primera validación.</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="79"/>
        <source>Live preview of %1 (preprocessed): reference outlined, model filled</source>
        <translation>Vista previa en directo de %1 (preprocesado): referencia en contorno, modelo relleno</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="80"/>
        <source>%1, after epoch %2</source>
        <translation>%1, tras la época %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementList</name>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="130"/>
        <source>area %1 %2</source>
        <translation>área %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="132"/>
        <source>, channel %1: mean %2 (SD %3), %4..%5</source>
        <translation>, canal %1: media %2 (DE %3), %4..%5</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="133"/>
        <source>, mean %1 (SD %2), %3..%4</source>
        <translation>, media %1 (DE %2), %3..%4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementsPanel</name>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="89"/>
        <source>Navigate</source>
        <translation>Navegar</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="93"/>
        <source>Drag in a slice view to measure; an angle: drag its first arm to the vertex, then click the end of the second. Esc drops the one being drawn.</source>
        <translation>Arrastre en una vista de corte para medir; un ángulo: arrastre el primer lado hasta el vértice y haga clic en el extremo del segundo. Esc descarta la medida en curso.</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Slice</source>
        <translation>Corte</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="96"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="97"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="98"/>
        <source>Save the measurements beside the scan; they come back when it is opened again</source>
        <translation>Guardar las medidas junto al escaneo; vuelven al abrirlo de nuevo</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="106"/>
        <source>Ruler</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="107"/>
        <source>Angle</source>
        <translation>Ángulo</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="108"/>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="111"/>
        <source>Ellipse</source>
        <translation>Elipse</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="122"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
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
        <translation>No se pueden abrir las medidas guardadas</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="163"/>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="166"/>
        <source>Cannot save the measurements</source>
        <translation>No se pueden guardar las medidas</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="33"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="45"/>
        <source> % of free memory</source>
        <translation> % de la memoria libre</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="47"/>
        <source>A scan larger than this opens as a multiresolution pyramid, built once and kept with the caches: the overview shows at once and full-resolution slices load as you scroll.</source>
        <translation>Un escaneo mayor se abre como pirámide multirresolución, creada una vez y guardada con las cachés: la vista general aparece al instante y los cortes a resolución completa se cargan al desplazarse.</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="56"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="57"/>
        <source>Label opacity for new label maps</source>
        <translation>Opacidad de las etiquetas para nuevos mapas de etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="58"/>
        <source>Open as a pyramid above</source>
        <translation>Abrir como pirámide por encima de</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="59"/>
        <source>General</source>
        <translation>General</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ProfilePanel</name>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="118"/>
        <source>Export Profile</source>
        <translation>Exportar el perfil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="119"/>
        <source>Chrome trace and CSV files (*)</source>
        <translation>Traza de Chrome y archivos CSV (*)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="121"/>
        <source>Could not write the profile files to %1</source>
        <translation>No se pudieron escribir los archivos del perfil en %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="130"/>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="131"/>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="132"/>
        <source>Run this many real training steps of the training form&apos;s settings under LibTorch&apos;s profiler and show where the time and memory go</source>
        <translation>Ejecutar este número de pasos de entrenamiento reales con los ajustes del formulario bajo el perfilador de LibTorch y mostrar a dónde van el tiempo y la memoria</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="134"/>
        <source>Find fastest settings</source>
        <translation>Buscar los ajustes más rápidos</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="135"/>
        <source>Time short trials of real training steps over threads, batch size, precision, channels-last, loader threads and prefetch depth, and put the fastest settings into the Training form (kept per device: a second search reuses the trials)</source>
        <translation>Medir pruebas cortas de pasos de entrenamiento reales sobre hilos, tamaño de lote, precisión, channels-last, hilos de carga y profundidad de precarga, y poner los ajustes más rápidos en el formulario de entrenamiento (guardados por dispositivo: una segunda búsqueda reutiliza las pruebas)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="138"/>
        <source>Stages and operators</source>
        <translation>Etapas y operadores</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="139"/>
        <source>Settings trials</source>
        <translation>Pruebas de ajustes</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Trial</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Threads</source>
        <translation>Hilos</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Channels-last</source>
        <translation>Channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Loaders</source>
        <translation>Cargadores</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Prefetch</source>
        <translation>Precarga</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Samples/s</source>
        <translation>Muestras/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Step (ms)</source>
        <translation>Paso (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Data wait (ms)</source>
        <translation>Espera de datos (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Peak memory (MiB)</source>
        <translation>Memoria máxima (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="143"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="144"/>
        <source>Export...</source>
        <translation>Exportar...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="145"/>
        <source>Save a Chrome trace (open it in Perfetto or chrome://tracing) and the tables as CSV</source>
        <translation>Guardar una traza de Chrome (ábrala en Perfetto o chrome://tracing) y las tablas como CSV</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="146"/>
        <source>Time per step by stage</source>
        <translation>Tiempo por paso según la etapa</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="147"/>
        <source>Top operators by self time</source>
        <translation>Operadores por tiempo propio</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward (ms)</source>
        <translation>Hacia delante (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward (ms)</source>
        <translation>Hacia atrás (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward peak (MiB)</source>
        <translation>Pico hacia delante (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward peak (MiB)</source>
        <translation>Pico hacia atrás (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Calls</source>
        <translation>Llamadas</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Self (ms)</source>
        <translation>Propio (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Total (ms)</source>
        <translation>Total (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Device (ms)</source>
        <translation>Dispositivo (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Input shapes</source>
        <translation>Formas de entrada</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="153"/>
        <source>Profile a few training steps to see which stages and operators take the time.
The training form&apos;s settings are used; the dataset is preprocessed first if needed.</source>
        <translation>Perfile unos pasos de entrenamiento para ver qué etapas y operadores consumen el tiempo.
Se usan los ajustes del formulario de entrenamiento; el conjunto de datos se preprocesa antes si hace falta.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="165"/>
        <source>Choose a dataset in the Training panel first.</source>
        <translation>Elija primero un conjunto de datos en el panel Entrenamiento.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="182"/>
        <source>Profiling %1 step(s) (preprocessing the dataset first if needed)...</source>
        <translation>Perfilando %1 paso(s) (el conjunto de datos se preprocesa antes si hace falta)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="206"/>
        <source>Timing settings on this machine (preprocessing the dataset first if needed)...</source>
        <translation>Midiendo ajustes en esta máquina (el conjunto de datos se preprocesa antes si hace falta)...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="253"/>
        <source>Search cancelled; the Training form is unchanged.</source>
        <translation>Búsqueda cancelada; el formulario de entrenamiento no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="254"/>
        <source>The search failed: %1</source>
        <translation>La búsqueda falló: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="264"/>
        <source>Profile cancelled.</source>
        <translation>Perfil cancelado.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="269"/>
        <source>The profile failed: %1</source>
        <translation>El perfil falló: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="283"/>
        <source>%1 step(s) on %2, %3, batch %4, patch %5x%6x%7: %8 ms per step (%9 ms without the profiler).
The stages add up to %10 ms, %11 ms of it in autograd&apos;s own backward work.</source>
        <translation>%1 paso(s) en %2, %3, lote %4, parche %5x%6x%7: %8 ms por paso (%9 ms sin el perfilador).
Las etapas suman %10 ms, %11 ms de ellos en el trabajo hacia atrás propio de autograd.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="342"/>
        <source>rejected: %1</source>
        <translation>rechazado: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="343"/>
        <source>fastest: applied</source>
        <translation>el más rápido: aplicado</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="360"/>
        <source>Fastest on %1: %2, %3x the samples/s of the defaults (%4 against %5)%6.
Written into the Training form: %7 thread(s), batch %8, %9%10, %11 loader thread(s), prefetch %12.</source>
        <translation>Lo más rápido en %1: %2, %3 veces las muestras/s de los valores predeterminados (%4 frente a %5)%6.
Escrito en el formulario de entrenamiento: %7 hilo(s), lote %8, %9%10, %11 hilo(s) de carga, precarga %12.</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="367"/>
        <source>, measured earlier on this device</source>
        <translation>, medido antes en este dispositivo</translation>
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
        <translation>Comprobación de regresión</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="35"/>
        <source>%n validation case(s)</source>
        <translation>
            <numerusform>%n caso de validación</numerusform>
            <numerusform>%n casos de validación</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="38"/>
        <source>&lt;b&gt;The fine-tuned model is worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3). The imported model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;El modelo ajustado es peor&lt;/b&gt; que el importado en los mismos %1 (Dice medio %2 frente a %3). El modelo importado sigue activo salvo que elija otra cosa.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="41"/>
        <source>&lt;b&gt;The fine-tuned model is not worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;El modelo ajustado no es peor&lt;/b&gt; que el importado en los mismos %1 (Dice medio %2 frente a %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="44"/>
        <source>&lt;b&gt;The retrained model is worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3). The previous model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;El modelo reentrenado es peor&lt;/b&gt; en los mismos %1 (Dice medio %2 frente a %3). El modelo anterior sigue activo salvo que elija otra cosa.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="46"/>
        <source>&lt;b&gt;The retrained model is not worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;El modelo reentrenado no es peor&lt;/b&gt; en los mismos %1 (Dice medio %2 frente a %3).</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="50"/>
        <source>Both are interactive models: each object&apos;s Dice is the mean over a simulated click and the corrective clicks that follow, as their training validates them.</source>
        <translation>Ambos son modelos interactivos: el Dice de cada objeto es la media sobre un clic simulado y los clics de corrección que le siguen, como los valida su entrenamiento.</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Previous model</source>
        <translation>Modelo anterior</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Imported model</source>
        <translation>Modelo importado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Retrained model</source>
        <translation>Modelo reentrenado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Fine-tuned model</source>
        <translation>Modelo ajustado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="72"/>
        <source>Mean Dice</source>
        <translation>Dice medio</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the previous model</source>
        <translation>Conservar el modelo anterior</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the imported model</source>
        <translation>Conservar el modelo importado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model anyway</source>
        <translation>Usar el modelo ajustado de todos modos</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model</source>
        <translation>Usar el modelo ajustado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model anyway</source>
        <translation>Usar el modelo reentrenado de todos modos</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model</source>
        <translation>Usar el modelo reentrenado</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ReviewPanel</name>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="143"/>
        <source>&lt;b&gt;Open label maps&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mapas de etiquetas abiertos&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="144"/>
        <source>Prediction</source>
        <translation>Predicción</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="145"/>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="146"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="147"/>
        <source>Show differences</source>
        <translation>Mostrar diferencias</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="148"/>
        <source>Adds a layer: false positives orange, false negatives cyan, wrong labels magenta</source>
        <translation>Añade una capa: falsos positivos en naranja, falsos negativos en cian, etiquetas erróneas en magenta</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="149"/>
        <source>&lt;b&gt;Folders&lt;/b&gt; (the same case names)</source>
        <translation>&lt;b&gt;Carpetas&lt;/b&gt; (mismos nombres de caso)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="150"/>
        <source>Predictions</source>
        <translation>Predicciones</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="151"/>
        <source>References</source>
        <translation>Referencias</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="152"/>
        <source>Scans (optional)</source>
        <translation>Escaneos (opcional)</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="153"/>
        <source>The folder of the cases&apos; scans, to open a case from the table</source>
        <translation>La carpeta con los escaneos de los casos, para abrir un caso desde la tabla</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="154"/>
        <source>Evaluate folders</source>
        <translation>Evaluar carpetas</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Class</source>
        <translation>Clase</translation>
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
        <translation>Diferencia de volumen</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="156"/>
        <source>Click a header to sort; double-click a row to open the case at its largest error</source>
        <translation>Pulse un encabezado para ordenar; doble clic en una fila abre el caso en su mayor error</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Nothing to compare</source>
        <translation>Nada que comparar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Choose two different label maps: a prediction and its reference.</source>
        <translation>Elija dos mapas de etiquetas distintos: una predicción y su referencia.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="197"/>
        <location filename="../widgets/review/ReviewPanel.cpp" line="222"/>
        <source>Scoring…</source>
        <translation>Evaluando…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Nothing to evaluate</source>
        <translation>Nada que evaluar</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Choose a folder of predictions and a folder of references.</source>
        <translation>Elija una carpeta de predicciones y una de referencias.</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="246"/>
        <source>Cannot evaluate</source>
        <translation>No se puede evaluar</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="279"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>%n caso evaluado</numerusform>
            <numerusform>%n casos evaluados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="289"/>
        <source>Raters not compared: %1</source>
        <translation>Evaluadores no comparados: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="291"/>
        <source>Beside the raters (%n case(s) they labelled, the same references):</source>
        <translation>
            <numerusform>Junto a los evaluadores (%n caso que etiquetaron, las mismas referencias):</numerusform>
            <numerusform>Junto a los evaluadores (%n casos que etiquetaron, las mismas referencias):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="299"/>
        <source>within the raters&apos; range</source>
        <translation>dentro del rango de los evaluadores</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="301"/>
        <source>below the raters&apos; range</source>
        <translation>por debajo del rango de los evaluadores</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="303"/>
        <source>above the raters&apos; range</source>
        <translation>por encima del rango de los evaluadores</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="304"/>
        <source>%1: raters %2; model %3 %4</source>
        <translation>%1: evaluadores %2; modelo %3 %4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RunsPanel</name>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="30"/>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="32"/>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="34"/>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="36"/>
        <source>finished</source>
        <translation>finalizada</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="38"/>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="40"/>
        <source>interrupted</source>
        <translation>interrumpido</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Best Dice</source>
        <translation>Mejor Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="84"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="85"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>Reanudar la ejecución seleccionada desde su último punto de control</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="86"/>
        <source>Segment current scan</source>
        <translation>Segmentar imagen actual</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="87"/>
        <source>Run the selected run&apos;s model on the scan shown in the views</source>
        <translation>Aplicar el modelo de la ejecución seleccionada a la imagen mostrada en las vistas</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="88"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="137"/>
        <location filename="../widgets/views/SceneModel.cpp" line="221"/>
        <source>Label %1</source>
        <translation>Etiqueta %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SeedGrowthController</name>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="64"/>
        <source>Grow from seeds: preview</source>
        <translation>Crecer desde semillas: vista previa</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="68"/>
        <source>Background seeds</source>
        <translation>Semillas de fondo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="70"/>
        <source>Grow from seeds: seeds</source>
        <translation>Crecer desde semillas: semillas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="79"/>
        <source>Grow from seeds grows labels 1 to %1; label %2 is beyond them.</source>
        <translation>Crecer desde semillas genera las etiquetas 1 a %1; la etiqueta %2 está fuera de ese rango.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="125"/>
        <source>Now paint seeds of a label inside the structure: the result appears then.</source>
        <translation>Ahora pinte semillas de una etiqueta dentro de la estructura: entonces aparecerá el resultado.</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="126"/>
        <source>Now paint background seeds around the structure (tick &quot;Background seeds&quot;), or seeds of another label: the result appears then.</source>
        <translation>Ahora pinte semillas de fondo alrededor de la estructura (marque «Semillas de fondo») o semillas de otra etiqueta: entonces aparecerá el resultado.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SegmentOperationsBox</name>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="95"/>
        <source>Segment operations (active label)</source>
        <translation>Operaciones de segmento (etiqueta activa)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="96"/>
        <source>Operation</source>
        <translation>Operación</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="97"/>
        <source>Keep the largest island</source>
        <translation>Conservar la isla más grande</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="98"/>
        <source>Remove small islands</source>
        <translation>Quitar islas pequeñas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="99"/>
        <source>Split islands into labels</source>
        <translation>Separar islas en etiquetas</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="100"/>
        <source>Grow by a margin</source>
        <translation>Crecer un margen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="101"/>
        <source>Shrink by a margin</source>
        <translation>Encoger un margen</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="102"/>
        <source>Hollow (shell)</source>
        <translation>Vaciar (cáscara)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="103"/>
        <source>Median smoothing</source>
        <translation>Suavizado de mediana</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="104"/>
        <source>Opening (removes spurs)</source>
        <translation>Apertura (quita espolones)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="105"/>
        <source>Closing (fills gaps)</source>
        <translation>Cierre (rellena huecos)</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="106"/>
        <source>Gaussian smoothing</source>
        <translation>Suavizado gaussiano</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="107"/>
        <source>Union with a label</source>
        <translation>Unión con una etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="108"/>
        <source>Intersect with a label</source>
        <translation>Intersección con una etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="109"/>
        <source>Subtract a label</source>
        <translation>Restar una etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="110"/>
        <source>Invert within the scan</source>
        <translation>Invertir dentro del escaneo</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="113"/>
        <source>Distance</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="114"/>
        <source>Margin, shell thickness, smoothing radius or Gaussian sigma, in mm along every axis</source>
        <translation>Margen, grosor de la cáscara, radio de suavizado o sigma gaussiana, en mm a lo largo de cada eje</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="115"/>
        <source>Smallest island</source>
        <translation>Isla más pequeña</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="116"/>
        <source>Shell</source>
        <translation>Cáscara</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="117"/>
        <source>Inside the border</source>
        <translation>Dentro del borde</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="118"/>
        <source>Outside the border</source>
        <translation>Fuera del borde</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="119"/>
        <source>Centred on the border</source>
        <translation>Centrada en el borde</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="120"/>
        <source>Other label</source>
        <translation>Otra etiqueta</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="121"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="122"/>
        <source>One edit of the active label; the other labels and locked labels stay as they are; Undo takes it back</source>
        <translation>Una edición de la etiqueta activa; las demás etiquetas y las bloqueadas no cambian; Deshacer la revierte</translation>
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
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="62"/>
        <source>Sagittal</source>
        <translation>Sagital</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceViewPyramid.cpp" line="80"/>
        <source>Overview only: %1</source>
        <translation>Solo vista general: %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingDashboard</name>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="145"/>
        <source>Export PNG and CSV...</source>
        <translation>Exportar PNG y CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="147"/>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="148"/>
        <source>PNG image and CSV data (*.png)</source>
        <translation>Imagen PNG y datos CSV (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="192"/>
        <source>Apply to the Training form</source>
        <translation>Aplicar al formulario de entrenamiento</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="193"/>
        <source>Change this setting in the Training panel; the next run is measured against this one</source>
        <translation>Cambiar este ajuste en el panel Entrenamiento; la próxima ejecución se compara con esta</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="194"/>
        <source>Loss</source>
        <translation>Pérdida</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="195"/>
        <source>Validation Dice per class</source>
        <translation>Dice de validación por clase</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="196"/>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="197"/>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="198"/>
        <source>Step time (ms)</source>
        <translation>Tiempo por paso (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="199"/>
        <source>Memory and processors</source>
        <translation>Memoria y procesadores</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="200"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="201"/>
        <source>epoch</source>
        <translation>época</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="202"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="203"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="204"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="205"/>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="206"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="268"/>
        <source>samples/s</source>
        <translation>muestras/s</translation>
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
        <translation>Sugerencia: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="221"/>
        <source> (%1 more after this one)</source>
        <translation> (%1 más después de esta)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="266"/>
        <source>train (step)</source>
        <translation>entrenamiento (paso)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="267"/>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="270"/>
        <source>data wait</source>
        <translation>espera de datos</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="271"/>
        <source>augment</source>
        <translation>aumento de datos</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="273"/>
        <source>simulated clicks</source>
        <translation>clics simulados</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="274"/>
        <source>forward</source>
        <translation>propagación hacia delante</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="275"/>
        <source>backward</source>
        <translation>retropropagación</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="276"/>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="278"/>
        <source>CUDA graph (forward to update)</source>
        <translation>Grafo CUDA (de la pasada hacia delante a la actualización)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="280"/>
        <source>all-reduce</source>
        <translation>all-reduce</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="282"/>
        <source>rank %1 samples/s</source>
        <translation>rango %1 muestras/s</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="285"/>
        <source>device allocated (MiB)</source>
        <translation>dispositivo: asignada (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="286"/>
        <source>device reserved (MiB)</source>
        <translation>dispositivo: reservada (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="287"/>
        <source>device peak (MiB)</source>
        <translation>dispositivo: pico (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="290"/>
        <source>GPU use (%)</source>
        <translation>uso de GPU (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="291"/>
        <source>process RAM (MiB)</source>
        <translation>RAM del proceso (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="292"/>
        <source>process CPU (%)</source>
        <translation>CPU del proceso (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="297"/>
        <source>train (epoch)</source>
        <translation>entrenamiento (época)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="305"/>
        <source>validation</source>
        <translation>validación</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="308"/>
        <source>class %1</source>
        <translation>clase %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="310"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="417"/>
        <source>No training data yet.</source>
        <translation>Todavía no hay datos de entrenamiento.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="420"/>
        <source>Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5</source>
        <translation>Época %1 de %2   tiempo por época %3   transcurrido %4   tiempo restante %5</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="427"/>
        <source>   time budget %1</source>
        <translation>   límite de tiempo %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="429"/>
        <source>   best mean Dice %1</source>
        <translation>   mejor Dice medio %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="431"/>
        <source>   on %1, %2</source>
        <translation>   en %1, %2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingPanel</name>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>rotation</source>
        <translation>rotación</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>scaling</source>
        <translation>escalado</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>mirroring</source>
        <translation>reflejo</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>gamma</source>
        <translation>gamma</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>brightness</source>
        <translation>brillo</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>contrast</source>
        <translation>contraste</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>blur</source>
        <translation>desenfoque</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>low resolution</source>
        <translation>baja resolución</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="258"/>
        <source>Dataset or preprocessed cache folder</source>
        <translation>Carpeta del conjunto de datos o de la caché preprocesada</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="365"/>
        <source>Save training configuration</source>
        <translation>Guardar configuración de entrenamiento</translation>
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
        <translation>Cargar configuración de entrenamiento</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="377"/>
        <source>Cannot load the configuration</source>
        <translation>No se puede cargar la configuración</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="396"/>
        <source>Browse...</source>
        <translation>Examinar...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="397"/>
        <source>dataset folder or preprocessed cache</source>
        <translation>carpeta del conjunto de datos o caché preprocesada</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="406"/>
        <source>Channels-last memory layout</source>
        <translation>Disposición de memoria channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="415"/>
        <source>Show the model&apos;s prediction on a validation case after each validation</source>
        <translation>Mostrar la predicción del modelo en un caso de validación tras cada validación</translation>
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
        <translation>SegStudio (según el tiempo)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="400"/>
        <source>nnU-Net ResEnc M (8 GB GPU)</source>
        <translation>nnU-Net ResEnc M (GPU de 8 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="401"/>
        <source>nnU-Net ResEnc L (24 GB GPU)</source>
        <translation>nnU-Net ResEnc L (GPU de 24 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="402"/>
        <source>nnU-Net ResEnc XL (40 GB GPU)</source>
        <translation>nnU-Net ResEnc XL (GPU de 40 GB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="403"/>
        <source>preset&apos;s own</source>
        <translation>la del preajuste</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="404"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="407"/>
        <source>Interactive model (clicks and boxes, for AI assist)</source>
        <translation>Modelo interactivo (clics y recuadros, para la asistencia IA)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="408"/>
        <source>Configuration &quot;Interactive&quot;: the network also sees clicks, a box and the previous mask, and segments the one object they point at. Training simulates a user&apos;s clicks; validation scores Dice over three simulated clicks. Use it in Edit labels &gt; AI assist.</source>
        <translation>Configuración «Interactivo»: la red también ve clics, un recuadro y la máscara anterior, y segmenta el objeto que señalan. El entrenamiento simula los clics de un usuario; la validación mide el Dice sobre tres clics simulados. Úselo en Editar etiquetas &gt; Asistencia IA.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="414"/>
        <source>Live preview</source>
        <translation>Vista previa en vivo</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="421"/>
        <source>none</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="422"/>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="423"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="425"/>
        <source>Quick look</source>
        <translation>Vista rápida</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="426"/>
        <source>Full quality</source>
        <translation>Calidad completa</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="427"/>
        <source>Plan</source>
        <translation>Planificar</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="428"/>
        <source>Fill the automatic values from the dataset&apos;s fingerprint</source>
        <translation>Rellenar los valores automáticos a partir de la huella del conjunto de datos</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="429"/>
        <source>Load...</source>
        <translation>Cargar...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="430"/>
        <source>Save...</source>
        <translation>Guardar...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="431"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="433"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="452"/>
        <source>Planned for this dataset and device: %1</source>
        <translation>Planificado para este conjunto de datos y dispositivo: %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="466"/>
        <source>auto on a GPU: no time limit, the planned epochs train.</source>
        <translation>auto en GPU: sin límite de tiempo, se entrenan las épocas planificadas.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="467"/>
        <source>auto on the CPU: %1 minutes, chosen from the dataset size and the measured step time when you press Plan or Start.</source>
        <translation>auto en CPU: %1 minutos, elegidos según el tamaño del conjunto y el tiempo de paso medido al pulsar Planificar o Iniciar.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="470"/>
        <source>No time limit: the planned epochs train (1000 unless set).</source>
        <translation>Sin límite de tiempo: se entrenan las épocas planificadas (1000 si no se fijan).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="473"/>
        <source>Training stops in time for a final validation and the model.</source>
        <translation>El entrenamiento se detiene a tiempo para una validación final y el modelo.</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="492"/>
        <source>auto chose %1 minutes for this dataset on this CPU (hover for why).</source>
        <translation>auto eligió %1 minutos para este conjunto en esta CPU (pase el ratón para ver por qué).</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="500"/>
        <source>auto: this run has a %1 minute budget.</source>
        <translation>auto: esta ejecución tiene un límite de %1 minutos.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingWorker</name>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="48"/>
        <source>Preprocessing %1...</source>
        <translation>Preprocesando %1...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="53"/>
        <source>Preprocessing: %1 of %2 cases</source>
        <translation>Preprocesamiento: %1 de %2 casos</translation>
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
        <translation>Sagital</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="125"/>
        <source>Coronal</source>
        <translation>Coronal</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="126"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Show all four views</source>
        <translation>Mostrar las cuatro vistas</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Maximise this view</source>
        <translation>Maximizar esta vista</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::VtkRenderWidget</name>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="113"/>
        <source>OpenGL is not available, so this view cannot be drawn.</source>
        <translation>OpenGL no está disponible, así que esta vista no se puede dibujar.</translation>
    </message>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="118"/>
        <source>This view needs OpenGL 3.2; the system offers %1.%2.</source>
        <translation>Esta vista necesita OpenGL 3.2; el sistema ofrece %1.%2.</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::WorklistPanel</name>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="126"/>
        <source>&lt;b&gt;Scans to label next&lt;/b&gt;&lt;br&gt;Segments unlabelled scans and lists them by how unsure the model is about the structures it found.</source>
        <translation>&lt;b&gt;Estudios para etiquetar a continuación&lt;/b&gt;&lt;br&gt;Segmenta estudios sin etiquetar y los ordena según la incertidumbre del modelo sobre las estructuras encontradas.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="128"/>
        <source>Scans</source>
        <translation>Estudios</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="129"/>
        <source>Compare mirrored predictions (slower; ranks by their disagreement)</source>
        <translation>Comparar predicciones espejadas (más lento; ordena por su desacuerdo)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="130"/>
        <source>Rank by uncertainty</source>
        <translation>Ordenar por incertidumbre</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="131"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="132"/>
        <source>Next case</source>
        <translation>Caso siguiente</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="133"/>
        <source>Opens the most uncertain case not reviewed yet, with its segmentation to correct</source>
        <translation>Abre el caso más incierto aún no revisado, con su segmentación para corregir</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Case</source>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Uncertainty</source>
        <translation>Incertidumbre</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Volume (mL)</source>
        <translation>Volumen (mL)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Reviewed</source>
        <translation>Revisado</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="135"/>
        <source>Model: none yet (train one, or choose a run in the Runs list)</source>
        <translation>Modelo: ninguno aún (entrene uno o elija una ejecución en la lista Ejecuciones)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="136"/>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>No model</source>
        <translation>Sin modelo</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>Train a model (or choose a run) before ranking scans.</source>
        <translation>Entrene un modelo (o elija una ejecución) antes de ordenar los estudios.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>No scans</source>
        <translation>Sin estudios</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>%1 is not a folder of scans.</source>
        <translation>%1 no es una carpeta de estudios.</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="200"/>
        <source>Segmenting the scans…</source>
        <translation>Segmentando los estudios…</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="217"/>
        <source>Segmented %1 (%2 of %3)</source>
        <translation>%1 segmentado (%2 de %3)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="243"/>
        <source>Cannot rank the scans</source>
        <translation>No se pueden ordenar los estudios</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="245"/>
        <source>Ranking cancelled</source>
        <translation>Ordenación cancelada</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="261"/>
        <source>nothing found</source>
        <translation>nada encontrado</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="264"/>
        <source>The model found no structure in this scan: check it first</source>
        <translation>El modelo no encontró ninguna estructura en este estudio: revíselo primero</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="271"/>
        <source>%1 scan(s), %2 reviewed; ranked by %3</source>
        <translation>%1 estudio(s), %2 revisado(s); ordenados por %3</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="274"/>
        <source>the disagreement of mirrored predictions</source>
        <translation>el desacuerdo de las predicciones espejadas</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="275"/>
        <source>the entropy of the probabilities</source>
        <translation>la entropía de las probabilidades</translation>
    </message>
</context>
</TS>
