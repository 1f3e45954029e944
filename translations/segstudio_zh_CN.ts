<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LanguageManager</name>
    <message>
        <location filename="../widgets/LanguageManager.cpp" line="41"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>PacsNodes</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="77"/>
        <source>PACS node &quot;%1&quot;</source>
        <translation>PACS 节点“%1”</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="107"/>
        <source>Every PACS node needs a name.</source>
        <translation>每个 PACS 节点都需要一个名称。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodes.cpp" line="109"/>
        <source>Two PACS nodes are called &quot;%1&quot;; names must differ.</source>
        <translation>有两个 PACS 节点都叫“%1”；名称必须不同。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="18"/>
        <source>Run this model&apos;s code?</source>
        <translation>运行此模型的代码？</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="19"/>
        <source>This model runs its own code: %1</source>
        <translation>此模型会运行其自带的代码：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="23"/>
        <source>SHA-256: %1</source>
        <translation>SHA-256：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="25"/>
        <source>You did not trust it on %1.</source>
        <translation>您于 %1 选择了不信任它。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="28"/>
        <source>SegStudio runs it in a sandbox where it can only compute (no files, no network). Run it only if you know where it came from. SegStudio remembers your answer for this exact file.</source>
        <translation>SegStudio 在沙箱中运行它，它只能进行计算（不能访问文件，也不能联网）。仅当您知道它的来源时才运行。SegStudio 会针对这个确切的文件记住您的回答。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="30"/>
        <source>Trust and Run</source>
        <translation>信任并运行</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="32"/>
        <source>Do Not Trust</source>
        <translation>不信任</translation>
    </message>
    <message>
        <location filename="../widgets/training/ModelTrustQuestion.cpp" line="47"/>
        <source>Cannot use this model</source>
        <translation>无法使用此模型</translation>
    </message>
</context>
<context>
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="98"/>
        <source>ignore (not annotated)</source>
        <translation>忽略（未标注）</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="59"/>
        <source>Green</source>
        <translation>绿</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="60"/>
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <location filename="../widgets/views/ScanLoader.cpp" line="167"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1：内存不足，无法打开此扫描图像</translation>
    </message>
</context>
<context>
    <name>SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="62"/>
        <source>Channel %1</source>
        <translation>通道 %1</translation>
    </message>
</context>
<context>
    <name>TrainingField</name>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="40"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="41"/>
        <source>The dataset folder (MSD, nnU-Net v2 or images/ + labels/) or its preprocessed cache. Open Dataset Folder fills it.</source>
        <translation>数据集文件夹（MSD、nnU-Net v2 或 images/ + labels/）或其预处理缓存。“打开数据集文件夹”会填入。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="43"/>
        <source>Runs folder</source>
        <translation>运行记录文件夹</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="44"/>
        <source>Each run gets a folder here with its checkpoints, metrics and model.</source>
        <translation>每次运行都会在此获得一个文件夹，包含检查点、指标和模型。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="46"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="47"/>
        <source>3D convolutions, or 2D (slice by slice: faster, less context). One-slice datasets always train 2D.</source>
        <translation>3D 卷积，或 2D（逐切片：更快，上下文更少）。单切片数据集始终以 2D 训练。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="49"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="50"/>
        <source>auto: AdamW with warm-up and cosine decay for short runs and CPUs; SGD with Nesterov momentum and poly decay for long GPU runs (nnU-Net).</source>
        <translation>auto：短时运行和 CPU 使用带预热和余弦衰减的 AdamW；长时间 GPU 运行使用带 Nesterov 动量和 poly 衰减的 SGD（nnU-Net）。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="52"/>
        <source>Replay each step as a CUDA graph (GPU)</source>
        <translation>将每一步作为 CUDA 图重放（GPU）</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="53"/>
        <source>Records forward, backward and the update once and replays them every step: fewer kernel launches, the same results. One GPU, no gradient accumulation.</source>
        <translation>前向、反向传播和参数更新只录制一次，之后每一步重放：内核启动更少，结果相同。仅限单个 GPU，不支持梯度累积。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="56"/>
        <source>Fold</source>
        <translation>交叉验证折</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="57"/>
        <source>Which of the five cross-validation folds validates; the other four train.</source>
        <translation>五个交叉验证折中用于验证的那一折；其余四折用于训练。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="62"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="63"/>
        <source>Where training runs. auto: the first GPU when there is one, else the CPU.</source>
        <translation>训练运行的位置。auto：有 GPU 时用第一个 GPU，否则用 CPU。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="69"/>
        <source>Precision</source>
        <translation>计算精度</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="70"/>
        <source>Arithmetic of the forward and backward pass. auto: bf16 or fp16 with loss scaling on a GPU; on a CPU bf16 where the processor computes it natively and its losses match fp32 at the start, else fp32.</source>
        <translation>前向和反向计算的数值精度。auto：GPU 上为 bf16 或带损失缩放的 fp16；CPU 上若处理器原生支持 bf16 且开始时其损失与 fp32 一致则为 bf16，否则为 fp32。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="76"/>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="77"/>
        <source>How patch, network and batch are planned. SegStudio&apos;s planner fits the time budget on a CPU; nnU-Net&apos;s residual-encoder presets M, L and XL plan for one GPU of 8, 24 or 40 GB (L is the authors&apos; recommended default). With several GPUs each trains the planned batch.</source>
        <translation>如何规划图像块、网络和批次。SegStudio 的规划器在 CPU 上遵守时间预算；nnU-Net 的残差编码器预设 M、L 和 XL 为一块 8、24 或 40 GB 的 GPU 规划（作者推荐 L 为默认）。多块 GPU 时每块训练规划的批次。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="82"/>
        <source>GPU memory target</source>
        <translation>目标 GPU 显存</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="83"/>
        <source>GPU memory to plan for, in GB, on one GPU: a preset scales its patch and batch to it. 0: the preset&apos;s own; for SegStudio&apos;s planner, the device&apos;s memory.</source>
        <translation>为单块 GPU 规划的显存（GB）：预设据此缩放图像块和批次。0：预设自身的值；对 SegStudio 规划器为设备显存。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="85"/>
        <source>Depth (stages)</source>
        <translation>深度（阶段数）</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="86"/>
        <source>Resolution levels of the U-Net. auto: pool each axis while its feature map stays at least 8 voxels.</source>
        <translation>U-Net 的分辨率层级。auto：特征图不少于 8 个体素时对该轴池化。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="88"/>
        <source>Width (features)</source>
        <translation>宽度（特征数）</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="89"/>
        <source>Feature maps in the first stage (doubling per stage). auto: 32 on a GPU, 16 on a CPU.</source>
        <translation>第一阶段的特征图数（每阶段加倍）。auto：GPU 上 32，CPU 上 16。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="93"/>
        <source>Patch x y z</source>
        <translation>图像块 x y z</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="94"/>
        <source>Voxels of one training sample. auto: the median case at the target spacing, shrunk to the memory and time budget.</source>
        <translation>一个训练样本的体素。auto：目标间距下的中位病例，按内存和时间预算缩小。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="96"/>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="97"/>
        <source>Samples per optimizer step. auto: the largest that fits memory, at most 5 % of the dataset (4 on a CPU).</source>
        <translation>每个优化步的样本数。auto：内存可容纳的最大值，最多为数据集的 5%（CPU 上为 4）。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="100"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="101"/>
        <source>Peak learning rate. auto: 3e-3 for AdamW, 1e-2 for SGD.</source>
        <translation>峰值学习率。auto：AdamW 为 3e-3，SGD 为 1e-2。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="109"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="110"/>
        <source>Epochs of training. auto: as many as the time budget allows, or 1000 without one.</source>
        <translation>训练轮数。auto：时间预算允许的最多轮数，无预算时为 1000。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="116"/>
        <source>Time budget</source>
        <translation>时间预算</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="117"/>
        <source>Wall-clock limit; a final validation and the model follow. auto: %1 minutes on a CPU, chosen from the dataset size and the measured step time; the planned epochs on a GPU.</source>
        <translation>墙钟时间上限；之后进行最终验证并生成模型。auto：CPU 上根据数据集大小和实测步长时间选择 %1 分钟；GPU 上训练计划的轮数。</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="123"/>
        <source>Validate every (epochs)</source>
        <translation>验证间隔（轮）</translation>
    </message>
    <message>
        <location filename="../core/engine/config/TrainingFields.cpp" line="124"/>
        <source>How often the validation cases are segmented whole to report Dice. auto: chosen so validation takes a small share of the budget.</source>
        <translation>验证病例被完整分割以报告 Dice 的频率。auto：使验证只占预算的一小部分。</translation>
    </message>
</context>
<context>
    <name>UncertaintyOverlay</name>
    <message>
        <location filename="../widgets/worklist/UncertaintyOverlay.cpp" line="39"/>
        <source>Uncertainty %1-%2</source>
        <translation>不确定度 %1–%2</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="27"/>
        <source>CT soft tissue</source>
        <translation>CT 软组织</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="29"/>
        <source>CT bone</source>
        <translation>CT 骨骼</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="31"/>
        <source>CT lung</source>
        <translation>CT 肺</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="33"/>
        <source>CT brain</source>
        <translation>CT 脑</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="35"/>
        <source>MR automatic (1-99 %)</source>
        <translation>MR 自动 (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="37"/>
        <source>Microscopy automatic (0-99.5 %)</source>
        <translation>显微 自动 (0-99.5 %)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="39"/>
        <source>Colour (0-255)</source>
        <translation>彩色 (0-255)</translation>
    </message>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="40"/>
        <source>Full range</source>
        <translation>全范围</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio 分割工作台</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="32"/>
        <source>Scan to open</source>
        <translation>要打开的扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="33"/>
        <source>Label map to show over the scan</source>
        <translation>叠加显示在扫描图像上的标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="34"/>
        <source>Dataset folder to browse</source>
        <translation>要浏览的数据集文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>界面语言 (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="36"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>加载完成后保存截图，然后退出</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="39"/>
        <source>Channel files to open with the scan: auto (every &lt;case&gt;_XXXX file beside it), single (the file alone), dataset (auto inside a dataset folder; the default)</source>
        <translation>随扫描一起打开的通道文件：auto（旁边的每个 &lt;case&gt;_XXXX 文件），single（仅该文件），dataset（在数据集文件夹中时为 auto；默认）</translation>
    </message>
</context>
<context>
    <name>segstudio::app::AdjudicationWorkspace</name>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="81"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="83"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="85"/>
        <source>Adjudicator</source>
        <translation>裁定者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="135"/>
        <source>Raters</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="136"/>
        <source>Compare raters</source>
        <translation>比较标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="137"/>
        <source>Show disagreement</source>
        <translation>显示分歧</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="138"/>
        <source>Take this version</source>
        <translation>采用此版本</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="139"/>
        <source>Save as reference</source>
        <translation>保存为参考</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Rater</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="140"/>
        <source>Against</source>
        <translation>对比</translation>
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
        <translation>共识</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="172"/>
        <source>%1: %n rater(s), %2</source>
        <translation>
            <numerusform>%1：%n 位标注者，%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="174"/>
        <source>Open a case of a dataset whose raters/&lt;name&gt;/labelsTr/ hold two raters&apos; maps or more.</source>
        <translation>请打开一个数据集中的病例，其 raters/&lt;name&gt;/labelsTr/ 中至少有两位标注者的标注图。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="206"/>
        <source>The raters&apos; maps are not open yet.</source>
        <translation>标注者的标注图尚未打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="217"/>
        <source>Comparing the raters...</source>
        <translation>正在比较标注者...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="236"/>
        <source>Not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="248"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="349"/>
        <source>consensus (%1)</source>
        <translation>共识（%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="265"/>
        <source>%n label(s) compared; consensus by %1.</source>
        <translation>
            <numerusform>已比较 %n 个标签；共识方法：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="275"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="316"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="322"/>
        <source>Compare the raters first.</source>
        <translation>请先比较标注者。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="280"/>
        <source>Finding where the raters disagree about label %1...</source>
        <translation>正在查找标注者在标签 %1 上的分歧...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="296"/>
        <source>disagreement (label %1)</source>
        <translation>分歧（标签 %1）</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="297"/>
        <source>raters disagree</source>
        <translation>标注者意见不一</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="298"/>
        <source>The layer &quot;%1&quot; shows the voxels some raters gave the label and others did not.</source>
        <translation>图层“%1”显示部分标注者给了该标签而其他人没有给的体素。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="305"/>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="343"/>
        <source>adjudicated %1</source>
        <translation>已裁定 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="350"/>
        <source>Label %1 taken from %2 into &quot;%3&quot;; edit it with the Label editor, then save it as the reference.</source>
        <translation>已将标签 %1 从 %2 采用到“%3”；请用标签编辑器编辑，然后保存为参考。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="359"/>
        <source>Not saved: the previous save is still being written.</source>
        <translation>未保存：上一次保存仍在写入。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="363"/>
        <source>Not saved: take a version of a label first.</source>
        <translation>未保存：请先采用某个标签的一个版本。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="367"/>
        <source>Not saved: these raters&apos; maps come from DICOM SEG files, not from a dataset. Export the adjudicated layer with File &gt; Export Label Map as DICOM SEG.</source>
        <translation>未保存：这些标注者的标签图来自 DICOM SEG 文件，而非数据集。请用“文件 &gt; 将标签图导出为 DICOM SEG”导出裁决后的图层。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="377"/>
        <source>Not saved: name the adjudicator, who decided.</source>
        <translation>未保存：请填写作出决定的仲裁者。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="389"/>
        <source>Saving the reference of %1...</source>
        <translation>正在保存 %1 的参考...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="419"/>
        <source>Saved as the reference: %1 (decision in %2%3).</source>
        <translation>已保存为参考：%1（决定记录于 %2%3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="423"/>
        <source>; the previous reference kept as %1</source>
        <translation>；之前的参考保存为 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/AdjudicationWorkspace.cpp" line="409"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>segstudio::app::DatasetAgreementPanel</name>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="84"/>
        <source>Agreement over the dataset</source>
        <translation>整个数据集的一致性</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="85"/>
        <source>Compare raters on every case</source>
        <translation>在每个病例上比较标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="86"/>
        <source>Lowest pairwise Dice</source>
        <translation>最低成对 Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="87"/>
        <source>Worst first. Double-click a case to open it with its raters.</source>
        <translation>最差的在前。双击病例以连同其标注者一起打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="98"/>
        <source>Open a dataset whose raters/&lt;name&gt;/labelsTr/ hold the raters&apos; maps.</source>
        <translation>请打开 raters/&lt;name&gt;/labelsTr/ 中含有标注者标签图的数据集。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="113"/>
        <source>Comparing the raters on every case...</source>
        <translation>正在每个病例上比较标注者...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="142"/>
        <source>Not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Pairwise Dice</source>
        <translation>成对 Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>HD95 mm</source>
        <translation>HD95 mm</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="147"/>
        <source>Surface Dice</source>
        <translation>表面 Dice</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="149"/>
        <source>%1 vs consensus</source>
        <translation>%1 对比共识</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="173"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>已评估 %n 个病例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="174"/>
        <source>%n rater(s)</source>
        <translation>
            <numerusform>%n 位标注者</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="175"/>
        <source>consensus by %1; surface Dice at %2 mm.</source>
        <translation>共识方法：%1；表面 Dice 容差 %2 mm。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/DatasetAgreementPanel.cpp" line="177"/>
        <source>%n case(s) labelled by one rater only, not scored.</source>
        <translation>
            <numerusform>%n 个病例仅有一位标注者，未评估。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::DicomWorkspace</name>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="77"/>
        <source>Export Label Map as DICOM &amp;SEG...</source>
        <translation>将标签图导出为 DICOM &amp;SEG...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="78"/>
        <source>Export Label Map as RT S&amp;tructure Set...</source>
        <translation>将标签图导出为 RT 结构集(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="79"/>
        <source>&amp;Import DICOM SEG or RT Structure Set...</source>
        <translation>导入 DICOM SEG 或 RT 结构集(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="86"/>
        <source>Open the DICOM series first: a DICOM SEG refers to the series it segments.</source>
        <translation>请先打开 DICOM 序列：DICOM SEG 引用其所分割的序列。</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="92"/>
        <source>%1 is not a DICOM series. A DICOM SEG refers to a DICOM series: open the scan&apos;s DICOM folder, then its label map.</source>
        <translation>%1 不是 DICOM 序列。DICOM SEG 引用一个 DICOM 序列：请打开扫描的 DICOM 文件夹，然后打开其标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the DICOM SEG</source>
        <translation>无法导出 DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="102"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="241"/>
        <source>Cannot export the RT Structure Set</source>
        <translation>无法导出 RT 结构集</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="105"/>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="242"/>
        <source>There is no label map to export.</source>
        <translation>没有可导出的标签图。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="128"/>
        <source>Wrote %1: a DICOM SEG of %n segment(s) on the open series</source>
        <translation>
            <numerusform>已写入 %1：基于当前序列的 DICOM SEG，共 %n 个分段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="133"/>
        <source>Wrote %1: an RT Structure Set of %n ROI(s) on the open series</source>
        <translation>
            <numerusform>已写入 %1：基于当前序列的 RT 结构集，共 %n 个 ROI</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="184"/>
        <source>Cannot import the DICOM file</source>
        <translation>无法导入 DICOM 文件</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="161"/>
        <source>%1 (layer %2)</source>
        <translation>%1（第 %2 层）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="193"/>
        <source>Imported %1: %n structure(s)</source>
        <translation>
            <numerusform>已导入 %1：%n 个结构</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="177"/>
        <source>Imported with a warning</source>
        <translation>已导入，但有警告</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="199"/>
        <source>Cannot import the raters&apos; DICOM SEGs</source>
        <translation>无法导入标注者的 DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="206"/>
        <source>%1 is no DICOM SEG: a rater&apos;s map comes as a SEG.</source>
        <translation>%1 不是 DICOM SEG：标注者的标签图应为 SEG。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="231"/>
        <source>Imported %n rater(s): %1</source>
        <translation>
            <numerusform>已导入 %n 位标注者：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Automatic (a model&apos;s result)</source>
        <translation>自动（模型的结果）</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="245"/>
        <source>Semi-automatic (a model&apos;s result, corrected)</source>
        <translation>半自动（模型的结果，经过修正）</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="246"/>
        <source>Manual (drawn by hand)</source>
        <translation>手动（手工绘制）</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>Export as DICOM</source>
        <translation>导出为 DICOM</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="248"/>
        <source>How was this label map made?</source>
        <translation>这张标签图是如何生成的？</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as DICOM SEG</source>
        <translation>将标签图导出为 DICOM SEG</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="255"/>
        <source>Export Label Map as RT Structure Set</source>
        <translation>将标签图导出为 RT 结构集</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="256"/>
        <source>DICOM (*.dcm)</source>
        <translation>DICOM (*.dcm)</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="266"/>
        <source>Import DICOM SEG or RT Structure Set</source>
        <translation>导入 DICOM SEG 或 RT 结构集</translation>
    </message>
    <message>
        <location filename="../app/gui/dicom/DicomWorkspace.cpp" line="267"/>
        <source>DICOM (*.dcm);;All files (*)</source>
        <translation>DICOM (*.dcm);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::FigureExport</name>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="59"/>
        <source>Export View As</source>
        <translation>导出视图为</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="60"/>
        <source>Export All Views As</source>
        <translation>导出所有视图为</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="62"/>
        <source>PNG, Screen Resolution...</source>
        <translation>PNG，屏幕分辨率...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="64"/>
        <source>PNG, Double Resolution...</source>
        <translation>PNG，双倍分辨率...</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="65"/>
        <source>Copy View</source>
        <translation>复制视图</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="66"/>
        <source>Scale Bar</source>
        <translation>比例尺</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export All Views</source>
        <translation>导出所有视图</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="79"/>
        <source>Export View</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="81"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="93"/>
        <source>Cannot export the view</source>
        <translation>无法导出视图</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="94"/>
        <source>the view has not been drawn yet</source>
        <translation>视图尚未绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="99"/>
        <source>Exported %1 (%2 x %3 pixels)</source>
        <translation>已导出 %1（%2 x %3 像素）</translation>
    </message>
    <message>
        <location filename="../app/gui/FigureExport.cpp" line="107"/>
        <source>Copied the view (%1 x %2 pixels)</source>
        <translation>已复制视图（%1 x %2 像素）</translation>
    </message>
</context>
<context>
    <name>segstudio::app::LabelEditWorkspace</name>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="61"/>
        <source>New label map</source>
        <translation>新标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>No scan</source>
        <translation>没有扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="62"/>
        <source>Open a scan first: a new label map takes the scan&apos;s grid.</source>
        <translation>请先打开扫描：新标签图使用扫描的网格。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="97"/>
        <source>Label %1: %2 mL</source>
        <translation>标签 %1：%2 mL</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="102"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="103"/>
        <source>&amp;Undo Edit</source>
        <translation>撤销编辑(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="104"/>
        <source>&amp;Redo Edit</source>
        <translation>重做编辑(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="105"/>
        <source>&amp;New Label Map</source>
        <translation>新建标签图(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="106"/>
        <source>Save Correction to &amp;Dataset</source>
        <translation>将修正保存到数据集(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="107"/>
        <source>The edited label map becomes this scan&apos;s training label in the dataset</source>
        <translation>编辑后的标签图成为此扫描在数据集中的训练标签</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="108"/>
        <source>Edit labels</source>
        <translation>编辑标签</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Nothing to save</source>
        <translation>没有可保存的内容</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="146"/>
        <source>Open a scan and the label map to accept, or draw one (Edit &gt; New Label Map).</source>
        <translation>请打开扫描和要接受的标签图，或绘制一个（编辑 &gt; 新建标签图）。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>No dataset</source>
        <translation>没有数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="151"/>
        <source>Open the dataset the correction belongs to (File &gt; Open Dataset Folder).</source>
        <translation>请打开该修正所属的数据集（文件 &gt; 打开数据集文件夹）。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="155"/>
        <source>Save correction to dataset</source>
        <translation>将修正保存到数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="156"/>
        <source>Make &quot;%1&quot; the training label of %2 in the dataset %3?

A previous label of this case is kept in %4.</source>
        <translation>将“%1”设为数据集 %3 中 %2 的训练标签？

该病例之前的标签保存在 %4 中。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 added to the dataset.</source>
        <translation>病例 %1 已加入数据集。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="171"/>
        <source>Case %1 updated in the dataset.</source>
        <translation>数据集中的病例 %1 已更新。</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="175"/>
        <source>Previous label kept as %1</source>
        <translation>之前的标签保存为 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/labeledit/LabelEditWorkspace.cpp" line="180"/>
        <source>Cannot save the correction</source>
        <translation>无法保存修正</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="346"/>
        <source>Export S&amp;urfaces...</source>
        <translation>导出表面(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="57"/>
        <source>Open or make a label map first.</source>
        <translation>请先打开或创建标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="76"/>
        <source>Cannot make a folder in %1 for the copy of &quot;%2&quot; the export reads: %3. Set SEGSTUDIO_CACHE_DIR to a folder you can write, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>无法在 %1 中为导出读取的“%2”副本创建文件夹：%3。请将 SEGSTUDIO_CACHE_DIR 设为可写的文件夹，或保存该图层并对文件运行 segstudio-cli mesh。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="84"/>
        <source>&quot;%1&quot; is held block by block at full resolution, and its copy for the export needs %2 MB in %3, which has %4 MB free. Set SEGSTUDIO_CACHE_DIR to a larger disk, or save the layer and run segstudio-cli mesh on the file.</source>
        <translation>“%1”以全分辨率分块保存，导出所需的副本在 %3 中需要 %2 MB，而那里只有 %4 MB 可用。请将 SEGSTUDIO_CACHE_DIR 设到更大的磁盘，或保存该图层并对文件运行 segstudio-cli mesh。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="104"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="115"/>
        <source>No surfaces to export</source>
        <translation>没有可导出的表面</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="143"/>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>No scan to mask</source>
        <translation>没有可遮罩的扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="134"/>
        <source>Open a scan and a label map on it first.</source>
        <translation>请先打开扫描及其上的标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="138"/>
        <source>%1 is larger than memory and shown from its overview; run segstudio-cli edit --operation mask on the file.</source>
        <translation>%1 大于内存，仅以概览显示；请对该文件运行 segstudio-cli edit --operation mask。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFinishing.cpp" line="148"/>
        <source>&quot;%1&quot; is held block by block at full resolution; save it, then run segstudio-cli edit --operation mask on the file.</source>
        <translation>“%1”以全分辨率分块保存；请先保存，再对文件运行 segstudio-cli edit --operation mask。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="327"/>
        <source>Opened %1 with a warning: %2</source>
        <translation>已打开 %1，有一条警告：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="80"/>
        <source>Loading cancelled</source>
        <translation>已取消加载</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Cannot start training</source>
        <translation>无法开始训练</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166"/>
        <source>Check the training settings: the panel lists what is missing.</source>
        <translation>请检查训练设置：面板中列出了缺少的内容。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>No model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="175"/>
        <source>Select in the Runs panel the run whose model should learn from the corrections.</source>
        <translation>请在“运行”面板中选择要从修正中学习的模型所属的运行。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="183"/>
        <source>Select a run in the Runs panel whose model should segment the scan.</source>
        <translation>请在“运行记录”面板中选择一个运行，使用其模型分割扫描图像。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="190"/>
        <source>Segment with Model Folder</source>
        <translation>使用模型文件夹分割</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Colour</source>
        <translation>彩色</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="285"/>
        <source>Composite (%1)</source>
        <translation>合成 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>Channel shown in the slice views; the window presets and right-drag adjust the selected channel&apos;s window. Composite: the first three channels in colour.</source>
        <translation>切片视图中显示的通道；窗口预设和右键拖动调整所选通道的窗口。合成：前三个通道以彩色显示。</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="339"/>
        <source>&amp;Open Scan...</source>
        <translation>打开扫描图像(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="340"/>
        <source>Open Scan &amp;Folder (DICOM Series, OME-Zarr, Slices)...</source>
        <translation>打开扫描文件夹(&amp;F)（DICOM 序列、OME-Zarr、切片）...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="341"/>
        <source>Open &amp;Label Map...</source>
        <translation>打开标签图(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="342"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>打开数据集文件夹(&amp;D)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="343"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>&amp;Save Label Map As...</source>
        <translation>标签图另存为(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>&amp;Close Label Maps</source>
        <translation>关闭标签图(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="347"/>
        <source>Save Scan &amp;Masked by Label...</source>
        <translation>保存按标签遮罩的扫描(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="348"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="349"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="350"/>
        <source>Show &amp;All Views</source>
        <translation>显示全部视图(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Axial View</source>
        <translation>最大化轴位视图(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>最大化矢状位视图(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>最大化冠状位视图(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Maximise &amp;3D View</source>
        <translation>最大化 3D 视图(&amp;3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="355"/>
        <source>&amp;Window Presets</source>
        <translation>窗宽窗位预设(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360"/>
        <source>3D &amp;Rendering</source>
        <translation>3D 渲染(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Surfaces only</source>
        <translation>仅表面</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>MR volume</source>
        <translation>MR 体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT soft tissue volume</source>
        <translation>CT 软组织体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>CT bone volume</source>
        <translation>CT 骨骼体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="364"/>
        <source>&amp;Reset Views</source>
        <translation>重置视图(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="367"/>
        <source>&amp;Training</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="368"/>
        <source>&amp;Start Training</source>
        <translation>开始训练(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>S&amp;top Training</source>
        <translation>停止训练(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>Segment &amp;Current Scan</source>
        <translation>分割当前扫描图像(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Segment with &amp;Model Folder...</source>
        <translation>使用模型文件夹分割(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="372"/>
        <source>Segment the open scan with a model from a folder: a SegStudio run or package, a TorchScript model with its sidecar (model.pt + model.sidecar.json), or an nnU-Net v2 results folder (plans.json, dataset.json, fold_N)</source>
        <translation>用文件夹中的模型分割当前扫描：SegStudio 运行或模型包、带说明文件的 TorchScript 模型（model.pt + model.sidecar.json），或 nnU-Net v2 结果文件夹（plans.json、dataset.json、fold_N）</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="375"/>
        <source>&amp;Retrain with Corrections</source>
        <translation>用修正重新训练(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>Fine-tune the selected run&apos;s model on the dataset with its corrections, then check it is not worse</source>
        <translation>在含修正的数据集上微调所选运行的模型，然后检查它没有变差</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="380"/>
        <source>&amp;About SegStudio</source>
        <translation>关于 SegStudio(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="381"/>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="382"/>
        <source>Layers</source>
        <translation>图层</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="383"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="452"/>
        <source>Training is running</source>
        <translation>训练正在进行</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="453"/>
        <source>A training run is in progress. Stop it and quit? Its checkpoint is saved, so it can be continued later.</source>
        <translation>训练正在进行中。是否停止训练并退出？检查点已保存，之后可以继续训练。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="498"/>
        <source>Value %1</source>
        <translation>值 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="503"/>
        <source>Values %1</source>
        <translation>值 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="506"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</source>
        <translation>体素 (%1, %2, %3)   %4, %5, %6 %7 (LPS)   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="521"/>
        <source>   (overview voxel: the mean of about %1 voxels)</source>
        <translation>   （概览体素：约 %1 个体素的平均值）</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="536"/>
        <source>PACS Nodes</source>
        <translation>PACS 节点</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="84"/>
        <source>%1 voxels, spacing %2 %5, origin %3 %5, %4</source>
        <translation>%1 体素，间距 %2 %5，原点 %3 %5，%4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="368"/>
        <source>Cannot open the label map</source>
        <translation>无法打开标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="121"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="349"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1：请先打开扫描图像；标签图需叠加显示在扫描图像上。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="140"/>
        <source>Opened dataset %1</source>
        <translation>已打开数据集 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="143"/>
        <source>Cannot open the dataset</source>
        <translation>无法打开数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="151"/>
        <source>Open Scan</source>
        <translation>打开扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="152"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>扫描图像 (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="160"/>
        <source>Open Scan Folder</source>
        <translation>打开扫描文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="167"/>
        <source>Open Label Map</source>
        <translation>打开标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="168"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>标签图 (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="175"/>
        <source>Open Dataset Folder</source>
        <translation>打开数据集文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>Nothing to save</source>
        <translation>没有可保存的内容</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="184"/>
        <source>There is no label map to save.</source>
        <translation>没有可保存的标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="357"/>
        <source>%1 was read for the scan open before; open it again.</source>
        <translation>%1 是为之前打开的扫描读取的；请重新打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="392"/>
        <source>%1 holds the scan&apos;s voxels in another axis order or direction (%2 against the scan&apos;s %3): placed on the scan&apos;s grid voxel for voxel.</source>
        <translation>%1 以不同的轴顺序或方向保存扫描的体素（%2，扫描为 %3）：已逐体素放置到扫描的网格上。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="458"/>
        <source>Building a multiresolution pyramid of %1 (once; it is larger than the memory share)...</source>
        <translation>正在构建 %1 的多分辨率金字塔（仅一次；它超过内存份额）...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="542"/>
        <source>Unsaved label maps</source>
        <translation>未保存的标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="543"/>
        <source>These label maps have edits that are not saved:
%1

Save them first?</source>
        <translation>以下标签图有未保存的编辑：
%1

先保存吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="203"/>
        <source>Save Label Map</source>
        <translation>保存标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="204"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="228"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <location filename="../app/gui/MainWindowFiles.cpp" line="231"/>
        <source>Cannot save the label map</source>
        <translation>无法保存标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="82"/>
        <source>%1 pixels, spacing %2 %4, origin %3 %4</source>
        <translation>%1 像素，间距 %2 %4，原点 %3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="190"/>
        <source>&quot;%1&quot; is a view of the data, not a label map.</source>
        <translation>“%1”是数据的一种视图，不是标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="211"/>
        <source>%1 is the open scan; a label map never replaces it. Choose another file.</source>
        <translation>%1 是当前打开的扫描；标签图绝不会覆盖它。请选择其他文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="239"/>
        <source>Saving %1 at full resolution...</source>
        <translation>正在以全分辨率保存 %1...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindowFiles.cpp" line="325"/>
        <source>, %n channel files</source>
        <translation>
            <numerusform>，%n 个通道文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="332"/>
        <source>Opened %1 (%2) as a multiresolution pyramid (levels: %3): it is larger than the memory share (Preferences), so slices load at full resolution as you scroll and zoom. Label maps made on it, or opened on its grid, are painted and saved at full resolution; the 3D view shows them on the overview&apos;s grid (%4)</source>
        <translation>已将 %1 (%2) 作为多分辨率金字塔打开（层级：%3）：它超过内存份额（首选项），因此滚动和缩放时以全分辨率加载切片。在其上新建或在其网格上打开的标签图以全分辨率绘制和保存；3D 视图按概览网格显示它们 (%4)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="343"/>
        <source>Opened %1 (%2%3)</source>
        <translation>已打开 %1 (%2%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="376"/>
        <source>Label map does not fit the scan</source>
        <translation>标签图与扫描图像不匹配</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="377"/>
        <source>%1 has a different geometry from the scan:

Scan: %2
Label map: %3

Differences (scan vs label map):%4

Resample the label map onto the scan (nearest neighbour)?</source>
        <translation>%1 的几何信息与扫描图像不同：

扫描图像：%2
标签图：%3

差异（扫描图像 vs 标签图）：%4

是否将标签图重采样到扫描图像的网格上（最近邻插值）？</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="382"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>未添加标签图 %1：其几何信息与扫描图像不同。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="444"/>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="449"/>
        <source>Loading %1...</source>
        <translation>正在加载 %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="488"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>请打开扫描图像（文件 &gt; 打开扫描图像）或数据集文件夹以开始。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="507"/>
        <source>Pixel (%1, %2, %3)   %4, %5, %6 %7   %8</source>
        <translation>像素 (%1, %2, %3)   %4, %5, %6 %7   %8</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="515"/>
        <source>   Label %1: %2</source>
        <translation>   标签 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Label map</source>
        <translation>标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindowFiles.cpp" line="494"/>
        <source>Scan</source>
        <translation>扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="555"/>
        <source>About SegStudio</source>
        <translation>关于 SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="556"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;3D 分割工作台：扫描图像与标签图、U-Net 训练以及滑动窗口推理。&lt;/p&gt;&lt;p&gt;示例数据：Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0)。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MaskScanDialog</name>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="28"/>
        <source>Save Scan Masked by Label</source>
        <translation>保存按标签遮罩的扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="35"/>
        <source>Label:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="36"/>
        <source>Outside the label (keep the label&apos;s voxels)</source>
        <translation>标签之外（保留标签的体素）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="39"/>
        <source>Inside the label (remove the label&apos;s voxels)</source>
        <translation>标签之内（移除标签的体素）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="44"/>
        <source>Fill:</source>
        <translation>填充：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="50"/>
        <source>Clamped to the scan&apos;s voxel type.</source>
        <translation>限制在扫描的体素类型范围内。</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="51"/>
        <source>Fill value:</source>
        <translation>填充值：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="54"/>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="58"/>
        <source>New scan file:</source>
        <translation>新扫描文件：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="59"/>
        <source>The open scan and label map are not changed.</source>
        <translation>打开的扫描和标签图不会被更改。</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="64"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Saved the masked scan: %1</source>
        <translation>已保存遮罩后的扫描：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="79"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="102"/>
        <source>Save Masked Scan</source>
        <translation>保存遮罩后的扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="103"/>
        <source>Scans (*.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>扫描 (*.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="113"/>
        <source>Not saved: the label map holds no label.</source>
        <translation>未保存：标签图中没有标签。</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/MaskScanDialog.cpp" line="126"/>
        <source>Saving the masked scan...</source>
        <translation>正在保存遮罩后的扫描...</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsNodesPage</name>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="39"/>
        <source>SegStudio finds, retrieves and sends DICOM only to the nodes listed here.</source>
        <translation>SegStudio 只在此处列出的节点上查找、获取和发送 DICOM。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Our AE title</source>
        <translation>本机 AE 标题</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>C-MOVE port</source>
        <translation>C-MOVE 端口</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="44"/>
        <source>Address (AE@host:port, or DICOMweb URL)</source>
        <translation>地址（AE@主机:端口，或 DICOMweb URL）</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="46"/>
        <source>DICOM networking: the PACS&apos;s AE title, host and port, e.g. ORTHANC@pacs.example.org:4242. DICOMweb: the service&apos;s base URL, e.g. https://pacs.example.org/dicom-web (find with QIDO-RS, retrieve with WADO-RS, send with STOW-RS).</source>
        <translation>DICOM 网络：PACS 的 AE 标题、主机和端口，例如 ORTHANC@pacs.example.org:4242。DICOMweb：服务的基础 URL，例如 https://pacs.example.org/dicom-web（用 QIDO-RS 查找，用 WADO-RS 获取，用 STOW-RS 发送）。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="50"/>
        <source>Empty: retrieve with C-GET. A port: retrieve with C-MOVE, received on this port of this computer; the PACS must list our AE title with this computer&apos;s address and this port.</source>
        <translation>留空：使用 C-GET 获取。填写端口：使用 C-MOVE 获取，在本机的此端口接收；PACS 必须登记我们的 AE 标题、本机地址和此端口。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="65"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="67"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="74"/>
        <source>TLS and credentials of the selected node</source>
        <translation>所选节点的 TLS 与凭据</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>DICOMweb credentials file:</source>
        <translation>DICOMweb 凭据文件：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="80"/>
        <source>DICOM: empty for no TLS; a PEM file turns TLS on and the node&apos;s certificate must be signed by it. DICOMweb over https: empty for this computer&apos;s certificate authorities.</source>
        <translation>DICOM：留空则不使用 TLS；PEM 文件会启用 TLS，节点的证书必须由它签发。基于 https 的 DICOMweb：留空则使用本机的证书颁发机构。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Trusted certificates (CA):</source>
        <translation>受信任的证书（CA）：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="77"/>
        <source>Our certificate (if required):</source>
        <translation>我方证书（如需要）：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="78"/>
        <source>Our private key:</source>
        <translation>我方私钥：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="82"/>
        <source>Only for nodes that ask for SegStudio&apos;s certificate (PEM).</source>
        <translation>仅用于要求 SegStudio 证书的节点（PEM）。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="83"/>
        <source>The unencrypted PEM key of our certificate.</source>
        <translation>我方证书的未加密 PEM 私钥。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="84"/>
        <source>DICOMweb only: a file whose first line is user:password or Bearer &lt;token&gt;; sent over https only (or to this computer).</source>
        <translation>仅用于 DICOMweb：文件第一行为 用户:密码 或 Bearer &lt;令牌&gt;；仅通过 https 发送（或发送到本机）。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="92"/>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose a PEM file</source>
        <translation>选择 PEM 文件</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="106"/>
        <source>Choose the credentials file</source>
        <translation>选择凭据文件</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsNodesPage.cpp" line="107"/>
        <source>PEM files (*.pem *.crt *.cer *.key);;All files (*)</source>
        <translation>PEM 文件 (*.pem *.crt *.cer *.key);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>segstudio::app::PacsWorkspace</name>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="158"/>
        <source>Checking %1...</source>
        <translation>正在检查 %1……</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="159"/>
        <source>%1 answers.</source>
        <translation>%1 已响应。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="184"/>
        <source>PACS</source>
        <translation>PACS</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="185"/>
        <source>Node:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="186"/>
        <source>The PACS nodes configured in Preferences. SegStudio sends to the chosen node only.</source>
        <translation>在首选项中配置的 PACS 节点。SegStudio 只向所选节点发送。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="187"/>
        <source>Nodes...</source>
        <translation>节点...</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="188"/>
        <source>Add, change or remove PACS nodes (Preferences).</source>
        <translation>添加、更改或移除 PACS 节点（首选项）。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="189"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="190"/>
        <source>Find studies (* and ? match any characters):</source>
        <translation>查找检查（* 和 ? 匹配任意字符）：</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="191"/>
        <source>Patient name</source>
        <translation>患者姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="192"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient ID</source>
        <translation>患者 ID</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="193"/>
        <source>Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD</source>
        <translation>检查日期 YYYYMMDD，或范围 YYYYMMDD-YYYYMMDD</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="194"/>
        <source>Modality (CT, MR, SEG, ...)</source>
        <translation>模态（CT、MR、SEG……）</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="195"/>
        <source>Accession number</source>
        <translation>检查号</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="196"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Patient</source>
        <translation>患者</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <source>Modalities</source>
        <translation>模态</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="198"/>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="199"/>
        <source>Modality</source>
        <translation>模态</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="200"/>
        <source>Retrieve and Open</source>
        <translation>获取并打开</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="201"/>
        <source>Retrieve Study and Open</source>
        <translation>获取检查并打开</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="202"/>
        <source>Retrieves every series of the study and opens its largest image series; its SEG and RTSTRUCT series then open at once with Retrieve and Open.</source>
        <translation>获取该检查的所有序列并打开其中最大的图像序列；之后其 SEG 和 RTSTRUCT 序列可用“获取并打开”立即打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="204"/>
        <source>Send Label Map as DICOM SEG</source>
        <translation>将标签图作为 DICOM SEG 发送</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="205"/>
        <source>Exports the label map being edited as a DICOM SEG on the open series and sends it to the node.</source>
        <translation>将正在编辑的标签图导出为基于当前序列的 DICOM SEG 并发送到该节点。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="206"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="231"/>
        <source>No PACS node is configured: add one in Preferences, PACS Nodes (the Nodes... button).</source>
        <translation>尚未配置 PACS 节点：请在首选项的“PACS 节点”中添加一个（“节点...”按钮）。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="305"/>
        <source>Searching %1...</source>
        <translation>正在搜索 %1……</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="318"/>
        <source>%n stud(ies) found.</source>
        <translation>
            <numerusform>找到 %n 个检查。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="332"/>
        <source>Listing the series of the study...</source>
        <translation>正在列出检查的序列……</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="347"/>
        <source>%n series in the study.</source>
        <translation>
            <numerusform>该检查中有 %n 个序列。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="413"/>
        <source>Choose a study and one of its series first.</source>
        <translation>请先选择一个检查及其中的一个序列。</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="430"/>
        <source>Opening the copy retrieved earlier: %1</source>
        <translation>正在打开之前获取的副本：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="439"/>
        <source>Retrieving the series...</source>
        <translation>正在获取序列……</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="444"/>
        <source>Retrieved into %1</source>
        <translation>已获取到 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="453"/>
        <source>Choose a study and wait for its series to be listed first.</source>
        <translation>请先选择一个检查，并等待其序列列出。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="477"/>
        <source>Retrieving the study&apos;s %n series...</source>
        <translation>
            <numerusform>正在获取该检查的 %n 个序列...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="490"/>
        <source>Retrieved the study&apos;s %n series; none is an image series to open.</source>
        <translation>
            <numerusform>已获取该检查的 %n 个序列；没有可打开的图像序列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="493"/>
        <source>Retrieved the study&apos;s %n series; opening %1.</source>
        <translation>
            <numerusform>已获取该检查的 %n 个序列；正在打开 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="516"/>
        <source>Sending the DICOM SEG to %1...</source>
        <translation>正在将 DICOM SEG 发送到 %1……</translation>
    </message>
    <message>
        <location filename="../app/gui/pacs/PacsWorkspace.cpp" line="527"/>
        <source>Sent the DICOM SEG to %1.</source>
        <translation>已将 DICOM SEG 发送到 %1。</translation>
    </message>
</context>
<context>
    <name>segstudio::app::RaterAssignmentsPanel</name>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="62"/>
        <source>Rater</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="123"/>
        <source>Assignments</source>
        <translation>分配</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="124"/>
        <source>Only my cases</source>
        <translation>仅我的病例</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="130"/>
        <source>Raters</source>
        <translation>标注者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="125"/>
        <source>Finished by</source>
        <translation>完成者</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="126"/>
        <source>Double-click a case to open it with its raters&apos; maps.</source>
        <translation>双击病例，连同其标注者的标签图一起打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="127"/>
        <source>Save my map and finish the case</source>
        <translation>保存我的标签图并完成该病例</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="128"/>
        <source>Saves the Label editor&apos;s map as this rater&apos;s map of the open case (raters/&lt;name&gt;/labelsTr/) and records the case as finished by them.</source>
        <translation>将标签编辑器的标签图保存为该标注者对当前病例的标签图（raters/&lt;name&gt;/labelsTr/），并记录该病例已由其完成。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="131"/>
        <source>Raters to share the cases: ann, bo, cy</source>
        <translation>分担病例的标注者：ann, bo, cy</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="132"/>
        <source>Raters per case</source>
        <translation>每个病例的标注者数</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="133"/>
        <source>Assign</source>
        <translation>分配</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="134"/>
        <source>Gives every training case this many raters, each time the one with the fewest cases. Cases already assigned keep their raters.</source>
        <translation>为每个训练病例分配这么多标注者，每次选当前病例最少的标注者。已分配的病例保留其标注者。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="145"/>
        <source>Open a dataset to assign its cases to raters.</source>
        <translation>打开数据集以将其病例分配给标注者。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="190"/>
        <source>Reading the assignments...</source>
        <translation>正在读取分配...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="207"/>
        <source>Assigning the cases...</source>
        <translation>正在分配病例...</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="210"/>
        <source>Assigned: every training case has %n rater(s) or more.</source>
        <translation>
            <numerusform>已分配：每个训练病例有 %n 名或更多标注者。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="222"/>
        <source>Not saved: label the case in the Label editor first; its target layer is what is saved.</source>
        <translation>未保存：请先在标签编辑器中标注该病例；保存的是其目标图层。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="231"/>
        <source>Not saved: the open scan is not case %1&apos;s; open the case from the Dataset dock or this list.</source>
        <translation>未保存：打开的扫描不属于病例 %1；请从数据集面板或此列表打开该病例。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="237"/>
        <source>Not saved: a full-resolution map of a pyramid scan is saved with File &gt; Save Label Map As.</source>
        <translation>未保存：金字塔扫描的全分辨率标签图请用“文件 &gt; 标签图另存为”保存。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="249"/>
        <source>Saving %1&apos;s map of %2...</source>
        <translation>正在保存 %1 对 %2 的标签图...</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="255"/>
        <source>Saved as %1&apos;s map: %2; %3 is finished.</source>
        <translation>已保存为 %1 的标签图：%2；%3 已完成。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="259"/>
        <source>Their previous map is kept as %1.</source>
        <translation>其之前的标签图保存在 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="268"/>
        <source>Not done: %1</source>
        <translation>未完成：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="311"/>
        <source>%1: %2 of %n case(s) finished</source>
        <translation>
            <numerusform>%1：%n 个病例中已完成 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/raters/RaterAssignmentsPanel.cpp" line="313"/>
        <source>No case is assigned yet: name the raters below and press Assign.</source>
        <translation>尚未分配病例：请在下方填写标注者并按“分配”。</translation>
    </message>
</context>
<context>
    <name>segstudio::app::ReviewWorkspace</name>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="82"/>
        <source>No scan for this case</source>
        <translation>此病例没有扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="83"/>
        <source>No scan named %1 (or %1_0000) was found in the scans folder. Choose the folder that holds the case&apos;s scan.</source>
        <translation>扫描文件夹中没有名为 %1（或 %1_0000）的扫描。请选择包含该病例扫描的文件夹。</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="106"/>
        <source>Reference (%1)</source>
        <translation>参考（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="107"/>
        <source>Prediction (%1)</source>
        <translation>预测（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="130"/>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="134"/>
        <source>False positive</source>
        <translation>假阳性</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="135"/>
        <source>False negative</source>
        <translation>假阴性</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="136"/>
        <source>Wrong label</source>
        <translation>错误标签</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="139"/>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="163"/>
        <source>Cannot compare the label maps</source>
        <translation>无法比较标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="155"/>
        <source>Prediction and reference agree on every voxel of this class.</source>
        <translation>预测与参考在该类别的每个体素上一致。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="160"/>
        <source>Largest error: %n voxel(s) on axial slice %1</source>
        <translation>
            <numerusform>最大误差：轴位层面 %1 上 %n 个体素</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="169"/>
        <source>Review</source>
        <translation>审阅</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="171"/>
        <source>Label Statistics</source>
        <translation>标签统计</translation>
    </message>
    <message>
        <location filename="../app/gui/review/ReviewWorkspace.cpp" line="173"/>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
</context>
<context>
    <name>segstudio::app::SurfaceExportDialog</name>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="53"/>
        <source>Export Surfaces: %1</source>
        <translation>导出表面：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="57"/>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="72"/>
        <source>Surface</source>
        <translation>表面</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="74"/>
        <source>Smooth (windowed sinc; off keeps the voxel steps)</source>
        <translation>平滑（加窗 sinc；关闭则保留体素台阶）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="83"/>
        <source>Smaller smooths more; 0.1 keeps folds a few voxels wide</source>
        <translation>越小越平滑；0.1 可保留几个体素宽的褶皱</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="84"/>
        <source>Pass band:</source>
        <translation>通带：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="89"/>
        <source>Iterations:</source>
        <translation>迭代次数：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="96"/>
        <source>Quadric decimation: the share of triangles kept</source>
        <translation>二次误差抽取：保留的三角形比例</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="97"/>
        <source>Triangles kept:</source>
        <translation>保留的三角形：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="98"/>
        <source>Largest connected part only</source>
        <translation>仅最大连通部分</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="103"/>
        <source>LPS (DICOM, ITK, Slicer&apos;s default)</source>
        <translation>LPS（DICOM、ITK、Slicer 默认）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="104"/>
        <source>RAS (NIfTI world, many 3D printing tools)</source>
        <translation>RAS（NIfTI 世界坐标，许多 3D 打印工具）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="105"/>
        <source>Coordinates:</source>
        <translation>坐标：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="109"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="114"/>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="115"/>
        <source>Every label in one file (PLY and VTP keep each triangle&apos;s label)</source>
        <translation>所有标签写入一个文件（PLY 和 VTP 保留每个三角形的标签）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="121"/>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="124"/>
        <source>Folder or file:</source>
        <translation>文件夹或文件：</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Triangles</source>
        <translation>三角形</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Area (mm²)</source>
        <translation>面积（mm²）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Volume (ml)</source>
        <translation>体积（ml）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>Closed</source>
        <translation>闭合</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="134"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="146"/>
        <source>Preview in 3D View</source>
        <translation>在三维视图中预览</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="148"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="160"/>
        <source>No preview: %1</source>
        <translation>无预览：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="164"/>
        <source>The 3D view shows %n surface(s) as they will be exported.</source>
        <translation>
            <numerusform>三维视图按导出时的样子显示 %n 个表面。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="166"/>
        <source>The 3D view shows %n surface(s) of the overview; Export makes them from the full resolution map.</source>
        <translation>
            <numerusform>3D 视图显示概览的 %n 个表面；导出时从全分辨率图生成。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="207"/>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="256"/>
        <source>Choose at least one label.</source>
        <translation>请至少选择一个标签。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="212"/>
        <source>Making %n surface(s) for the 3D view...</source>
        <translation>
            <numerusform>正在为三维视图生成 %n 个表面...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="260"/>
        <source>Choose a folder, or a file for every label in one file.</source>
        <translation>请选择一个文件夹，或为所有标签选择一个文件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="269"/>
        <source>Making %n surface(s)...</source>
        <translation>
            <numerusform>正在生成 %n 个表面...</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="311"/>
        <source>Export Surfaces To File</source>
        <translation>将表面导出到文件</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="312"/>
        <source>Meshes (*.stl *.obj *.ply *.vtp)</source>
        <translation>网格（*.stl *.obj *.ply *.vtp）</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="313"/>
        <source>Export Surfaces To Folder</source>
        <translation>将表面导出到文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="331"/>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="346"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/finishing/SurfaceExportDialog.cpp" line="356"/>
        <source>Wrote %n file(s) in %1 s: %2</source>
        <translation>
            <numerusform>已在 %1 秒内写入 %n 个文件：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::app::TrainingWorkspace</name>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="165"/>
        <source>Cannot plan the training</source>
        <translation>无法规划训练</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="179"/>
        <source>Planned: patch %1x%2x%3, batch %4, %5 stages</source>
        <translation>已规划：图像块 %1x%2x%3，批大小 %4，%5 个阶段</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="194"/>
        <source>Training dashboard</source>
        <translation>训练仪表板</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="197"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="198"/>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="201"/>
        <source>Cancel segmentation</source>
        <translation>取消分割</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="239"/>
        <source>Planning (preprocessing the dataset if needed)...</source>
        <translation>正在规划（必要时预处理数据集）...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="315"/>
        <source>%1 (preprocessed)</source>
        <translation>%1（已预处理）</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="155"/>
        <source>Indexing the segmentation for viewing: %1 of %2 slices</source>
        <translation>正在为显示建立分割索引：第 %1 / %2 层</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="157"/>
        <source>Segmenting at full resolution with %1: %2 of %3 slices, about %4 s left</source>
        <translation>正在用 %1 以全分辨率分割：第 %2 / %3 层，约剩 %4 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="195"/>
        <source>Profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="196"/>
        <source>Live preview</source>
        <translation>实时预览</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="199"/>
        <source>Imported models</source>
        <translation>导入的模型</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="291"/>
        <source>Live preview unavailable: %1</source>
        <translation>实时预览不可用：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="334"/>
        <source>Training failed</source>
        <translation>训练失败</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="337"/>
        <source>Training %1 after %2 epoch(s); best mean Dice %3</source>
        <translation>训练%1（共 %2 轮）；最佳平均 Dice %3</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="338"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Nothing to segment</source>
        <translation>没有可分割的内容</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="347"/>
        <source>Open a scan first.</source>
        <translation>请先打开扫描图像。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="351"/>
        <source>Already segmenting</source>
        <translation>正在分割</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="352"/>
        <source>The scan is being segmented with %1; wait for it, or cancel it in the status bar.</source>
        <translation>正在用 %1 分割此扫描；请等待，或在状态栏中取消。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="368"/>
        <source>Segmenting at full resolution with %1, block by block (a stopped run continues where it stopped)...</source>
        <translation>正在用 %1 以全分辨率逐块分割（中断的运行会从中断处继续）...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="373"/>
        <source>Segmenting with %1...</source>
        <translation>正在使用 %1 进行分割...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="387"/>
        <source>Segmentation cancelled</source>
        <translation>已取消分割</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="388"/>
        <source>Segmentation cancelled; its finished blocks are kept, and segmenting this scan with %1 again continues after them</source>
        <translation>分割已取消；已完成的块会保留，再次用 %1 分割此扫描时将从其后继续</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="394"/>
        <source>Segmentation failed</source>
        <translation>分割失败</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="401"/>
        <source>The segmentation of %1 was not added: another scan is open now. It is kept in %2; open that scan and then this label map.</source>
        <translation>%1 的分割未添加：现在打开的是另一个扫描。它保存在 %2；请先打开那个扫描，再打开此标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="409"/>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="430"/>
        <source>Segmentation (%1)</source>
        <translation>分割结果 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="416"/>
        <source>Opened the full-resolution segmentation %1 made earlier from this scan with this model; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>已打开之前用此模型从此扫描得到的全分辨率分割 %1；请用 文件 &gt; 标签图另存为 (.mha) 保存</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="418"/>
        <source>Segmented at full resolution in %1 s%2; save it with File &gt; Save Label Map As (.mha)</source>
        <translation>已在 %1 秒内以全分辨率完成分割%2；请用 文件 &gt; 标签图另存为 (.mha) 保存</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="420"/>
        <source>, continuing at slice %1</source>
        <translation>，从第 %1 层继续</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="435"/>
        <source>Segmented with every part of %1 in %2 s (%n structure(s)); save it with File &gt; Save Label Map As</source>
        <translation>
            <numerusform>已用 %1 的每个部分在 %2 秒内完成分割（%n 个结构）；请用“文件 &gt; 标签图另存为”保存</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="444"/>
        <source>Uncertainty (%1)</source>
        <translation>不确定度 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingWorkspace.cpp" line="445"/>
        <source>Segmented in %1 s; tick its Uncertainty layer to see where the model is unsure; save it with File &gt; Save Label Map As</source>
        <translation>已在 %1 秒内完成分割；勾选其不确定度图层可查看模型不确定之处；使用 文件 &gt; 标签图另存为 保存</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="37"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="46"/>
        <source>Cannot retrain</source>
        <translation>无法重新训练</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="32"/>
        <source>A run is in progress; wait for it or stop it first.</source>
        <translation>有运行正在进行；请等待或先停止它。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="38"/>
        <source>Choose the dataset folder that holds the corrections in the Training panel (a folder with dataset.json).</source>
        <translation>请在“训练”面板中选择包含修正的数据集文件夹（含 dataset.json 的文件夹）。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="67"/>
        <source>Fine-tuning %1 on %2...</source>
        <translation>正在 %2 上微调 %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="69"/>
        <source>Retraining %1 with the corrections...</source>
        <translation>正在用修正重新训练 %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Retraining failed</source>
        <translation>重新训练失败</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="83"/>
        <source>Fine-tuning failed</source>
        <translation>微调失败</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="87"/>
        <source>Fine-tuning stopped; the imported model stays active.</source>
        <translation>微调已停止；导入的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="88"/>
        <source>Retraining stopped; the previous model stays active.</source>
        <translation>重新训练已停止；之前的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="92"/>
        <source>Comparing the fine-tuned model with the imported one...</source>
        <translation>正在将微调后的模型与导入的模型比较...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="93"/>
        <source>Comparing the retrained model with the previous one...</source>
        <translation>正在比较重新训练的模型与之前的模型...</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <source>Cannot compare the models</source>
        <translation>无法比较模型</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="115"/>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="138"/>
        <source>The previous model stays active.</source>
        <translation>之前的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="135"/>
        <source>The fine-tuned model is now active.</source>
        <translation>微调后的模型现已启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="136"/>
        <source>The imported model stays active.</source>
        <translation>导入的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingRetrain.cpp" line="137"/>
        <source>The retrained model is now active.</source>
        <translation>重新训练的模型现已启用。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="24"/>
        <source>%1 samples/s, data wait %2 %</source>
        <translation>%1 样本/秒，数据等待 %2 %</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="59"/>
        <source>Applied: %1
Before: %2. After (first %3 steps of this run): %4, %5x.</source>
        <translation>已应用：%1
之前：%2。之后（本次运行的前 %3 步）：%4，%5 倍。</translation>
    </message>
    <message>
        <location filename="../app/gui/training/TrainingAdvice.cpp" line="82"/>
        <source>Applied: %1
Before: %2. After: measured over the first %3 steps of the next run.</source>
        <translation>已应用：%1
之前：%2。之后：将在下一次运行的前 %3 步中测量。</translation>
    </message>
</context>
<context>
    <name>segstudio::app::WorklistWorkspace</name>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="81"/>
        <source>Uncertainty maps (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</source>
        <translation>不确定度图 (*_uncertainty.nii.gz *.nii.gz *.nii *.nrrd *.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="90"/>
        <source>Worklist</source>
        <translation>工作列表</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="92"/>
        <source>Open &amp;Uncertainty Map...</source>
        <translation>打开不确定度图(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="111"/>
        <source>Cannot open the uncertainty map</source>
        <translation>无法打开不确定度图</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="98"/>
        <source>%1: open a scan first; the map is shown over a scan.</source>
        <translation>%1：请先打开扫描；该图显示在扫描之上。</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="112"/>
        <source>%1 does not lie on the grid of the open scan: %2</source>
        <translation>%1 不在已打开扫描的网格上：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="113"/>
        <source>different size</source>
        <translation>尺寸不同</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="118"/>
        <source>Uncertainty (%1)</source>
        <translation>不确定度 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="143"/>
        <source>Prediction (%1)</source>
        <translation>预测（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/worklist/WorklistWorkspace.cpp" line="155"/>
        <source>%1: the model is least sure on axial slice %2. Correct the prediction, then Edit &gt; Save Correction to Dataset (Ctrl+Shift+S).</source>
        <translation>%1：模型在轴向切片 %2 上最不确定。请修正预测，然后选择 编辑 &gt; 将修正保存到数据集 (Ctrl+Shift+S)。</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <location filename="../widgets/DatasetBrowser.cpp" line="86"/>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Spacing</source>
        <translation>间距</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Ch.</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="64"/>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="65"/>
        <source>Channels</source>
        <translation>通道数</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="66"/>
        <source>The label values present in the case&apos;s label map</source>
        <translation>该病例标签图中出现的标签值</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="67"/>
        <source>Filter cases</source>
        <translation>筛选病例</translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="72"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>未打开数据集。请使用“文件 &gt; 打开数据集文件夹”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="75"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1：%n 个病例，点击其中一个即可打开</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="112"/>
        <source>%1 (no label map)</source>
        <translation>%1（无标签图）</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="159"/>
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n 个标签</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::GettingStartedDialog</name>
    <message>
        <location filename="../widgets/GettingStartedDialog.cpp" line="44"/>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ImportedModelsPanel</name>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="47"/>
        <source>(%1 cannot be read: %2)</source>
        <translation>（无法读取 %1：%2）</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="50"/>
        <source>... (the rest is in %1)</source>
        <translation>……（其余内容见 %1）</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="103"/>
        <source>Licence and notes</source>
        <translation>许可与说明</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Spacing (mm)</source>
        <translation>间距（毫米）</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="115"/>
        <source>Patch</source>
        <translation>图块</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="116"/>
        <source>Add Model Folder...</source>
        <translation>添加模型文件夹...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="117"/>
        <source>An nnU-Net v2 results folder (or a folder of several, as TotalSegmentator&apos;s), a TorchScript folder, or a SegStudio package</source>
        <translation>nnU-Net v2 结果文件夹（或包含多个结果的文件夹，如 TotalSegmentator 的）、TorchScript 文件夹或 SegStudio 模型包</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="119"/>
        <source>Segment Current Scan</source>
        <translation>分割当前扫描</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="120"/>
        <source>Fine-tune on the Training Dataset</source>
        <translation>在训练数据集上微调</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="121"/>
        <source>An nnU-Net model: train on the Training panel&apos;s dataset from its weights, preprocessed as the model does (a new output head when the labels differ), then compare both models</source>
        <translation>nnU-Net 模型：从其权重出发在训练面板的数据集上训练，按模型的方式预处理（标签不同时使用新的输出头），然后比较两个模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="123"/>
        <source>Licence...</source>
        <translation>许可...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="124"/>
        <source>Remove from List</source>
        <translation>从列表移除</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="125"/>
        <source>Forgets the model here; its folder stays as it is</source>
        <translation>仅在此处移除该模型；其文件夹保持不变</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="179"/>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="196"/>
        <source>No imported model yet: Add Model Folder..., or Training &gt; Segment with Model Folder...</source>
        <translation>尚无导入的模型：添加模型文件夹...，或 训练 &gt; 用模型文件夹分割...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="209"/>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="211"/>
        <source>Trainer: %1, plans: %2</source>
        <translation>训练器：%1，计划：%2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="215"/>
        <source>Runs as: %1</source>
        <translation>运行方式：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="216"/>
        <source>No licence or notes file beside the weights</source>
        <translation>权重旁没有许可或说明文件</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="217"/>
        <source>Licence and notes: %1</source>
        <translation>许可与说明：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="205"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="226"/>
        <source>Add Model Folder</source>
        <translation>添加模型文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="231"/>
        <source>Not a model folder</source>
        <translation>不是模型文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="257"/>
        <source>Licence of this model</source>
        <translation>此模型的许可</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="258"/>
        <source>These weights come with a licence or notes (%1). Read them before the first use:</source>
        <translation>这些权重附带许可或说明（%1）。首次使用前请阅读：</translation>
    </message>
    <message>
        <location filename="../widgets/training/ImportedModelsPanel.cpp" line="265"/>
        <source>Accept and Use</source>
        <translation>接受并使用</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::InteractiveAssistController</name>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="41"/>
        <source>%1 segments whole scans and takes no clicks. Choose an interactive model: train one with the configuration &quot;Interactive&quot;.</source>
        <translation>%1 分割整个扫描，不接受点击。请选择交互式模型：使用“交互式”配置训练一个。</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="86"/>
        <source>No interactive model yet. Choose one (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot; (or segstudio-cli train DATASET --configuration interactive).</source>
        <translation>尚无交互式模型。请选择一个（模型…），或使用无需模型的“生长”。要在已打开的数据集上训练一个：训练，配置“交互式”（或 segstudio-cli train DATASET --configuration interactive）。</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="92"/>
        <source>AI assist segments labels 1 to 255; label %1 is beyond them.</source>
        <translation>AI 辅助可分割标签 1 到 255；标签 %1 超出此范围。</translation>
    </message>
    <message>
        <location filename="../widgets/interactive/InteractiveAssistController.cpp" line="106"/>
        <source>AI assist: preview</source>
        <translation>AI 辅助：预览</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditController</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="102"/>
        <source>No label value is left in this label map (its voxels hold at most %1).</source>
        <translation>此标签图已无可用标签值（其体素最多为 %1）。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="105"/>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="116"/>
        <source>Label %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="219"/>
        <source>Nothing filled: the clicked voxel&apos;s intensity %1 is outside the window %2 to %3.</source>
        <translation>未填充：所点体素的强度 %1 不在窗口 %2 到 %3 之内。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="221"/>
        <source>Nothing changed: no voxel in reach may be painted under the current rules.</source>
        <translation>未更改：按当前规则，范围内没有可绘制的体素。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="252"/>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="74"/>
        <source>AI assist</source>
        <translation>AI 辅助</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="373"/>
        <source>Nothing to accept yet: paint seeds of a label and of the background first.</source>
        <translation>尚无可接受的结果：请先为一个标签和背景绘制种子。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="374"/>
        <source>Nothing changed: no grown voxel may be painted under the current rules.</source>
        <translation>未作更改：按当前规则，没有可绘制的生长体素。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="380"/>
        <source>Nothing to accept yet: click inside a structure first.</source>
        <translation>尚无可接受的内容：请先在结构内点击。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="381"/>
        <source>Nothing changed: no voxel of the object may be painted under the current rules.</source>
        <translation>未更改：按当前规则，该对象的体素都不能绘制。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="407"/>
        <source>Interpolation between slices</source>
        <translation>层间插值</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="415"/>
        <source>Nothing to fill: label %1 needs two slices with empty slices between them.</source>
        <translation>无可填充：标签 %1 需要两个层面，且其间有空层面。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Deleting an object</source>
        <translation>删除对象</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="425"/>
        <source>Merging objects</source>
        <translation>合并对象</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="433"/>
        <source>Nothing changed: label %1 is absent or locked.</source>
        <translation>未做更改：标签 %1 不存在或已锁定。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="451"/>
        <source>Split: click inside the object to split; this voxel is background.</source>
        <translation>拆分：请在要拆分的对象内点击；此体素是背景。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="455"/>
        <source>Split label %1: now click inside the part that should become a new object.</source>
        <translation>拆分标签 %1：现在点击应成为新对象的那一部分。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="462"/>
        <source>Split: click a second point, away from the first.</source>
        <translation>拆分：请点击远离第一个点的第二个点。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="463"/>
        <source>Split: the second click must lie inside the same object (label %1).</source>
        <translation>拆分：第二次点击必须位于同一对象内（标签 %1）。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="470"/>
        <source>Nothing changed: label %1 is locked.</source>
        <translation>未做更改：标签 %1 已锁定。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditController.cpp" line="472"/>
        <source>Label %1 split: %n voxel(s) are now label %2.</source>
        <translation>
            <numerusform>标签 %1 已拆分：%n 个体素现为标签 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="46"/>
        <source>%1 needs a label map held whole. This scan is open as a multiresolution pyramid and its label map is held at full resolution, where the brush, the eraser and the polygon work.</source>
        <translation>%1 需要完整载入的标签图。此扫描以多分辨率金字塔打开，其标签图以全分辨率保存，可在其上使用画笔、橡皮擦和多边形。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="65"/>
        <source>Flood fill</source>
        <translation>区域填充</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="68"/>
        <source>Threshold paint</source>
        <translation>阈值绘制</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="71"/>
        <source>Grow from seeds</source>
        <translation>从种子生长</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerPyramid.cpp" line="77"/>
        <source>Split</source>
        <translation>拆分</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="9"/>
        <source>A segment operation</source>
        <translation>分割操作</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="13"/>
        <source>Open or create a label map to edit first.</source>
        <translation>请先打开或新建要编辑的标签图。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="21"/>
        <source>Nothing changed: label %1 is absent, or the operation leaves it as it is.</source>
        <translation>未做更改：标签 %1 不存在，或该操作不会改变它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="23"/>
        <source>Label %1: %n island(s) split off as new labels.</source>
        <translation>
            <numerusform>标签 %1：%n 个连通区域已拆分为新标签。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditControllerOperations.cpp" line="26"/>
        <source>Label %1: %2 voxel(s) added, %3 removed.</source>
        <translation>标签 %1：新增 %2 个体素，移除 %3 个。</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelEditorPanel</name>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="214"/>
        <source>New label map</source>
        <translation>新标签图</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="270"/>
        <source>Label map</source>
        <translation>标签图</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="271"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="272"/>
        <source>A new empty label map on the open scan</source>
        <translation>在当前扫描上新建空标签图</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Navigate</source>
        <translation>浏览</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Brush</source>
        <translation>画笔</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="273"/>
        <source>Polygon</source>
        <translation>多边形</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Flood fill</source>
        <translation>区域填充</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <source>Grow</source>
        <translation>生长</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="274"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="315"/>
        <source>AI assist</source>
        <translation>AI 辅助</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="275"/>
        <source>Split</source>
        <translation>拆分</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="277"/>
        <source>The left button moves the cursor (no editing)</source>
        <translation>左键移动光标（不编辑）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="278"/>
        <source>Paint the active label; [ and ] change the size</source>
        <translation>绘制当前标签；[ 和 ] 调整大小</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="279"/>
        <source>Erase the active label (other labels stay)</source>
        <translation>擦除当前标签（其他标签保留）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="280"/>
        <source>Click the corners on a slice; double-click or Enter fills, Escape cancels</source>
        <translation>在层面上点击各个顶点；双击或回车填充，Esc 取消</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="281"/>
        <source>Click a voxel: its connected region within the intensity window gets the label</source>
        <translation>点击体素：其在强度窗口内的连通区域获得该标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="282"/>
        <source>Click a slice: every voxel within the intensity window gets the label</source>
        <translation>点击层面：强度窗口内的每个体素获得该标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="283"/>
        <source>Grow from seeds: paint a few strokes inside each structure and around it (Background seeds); the whole structure grows in 3D. Enter accepts, Escape resets</source>
        <translation>从种子生长：在每个结构内部及其周围（背景种子）画几笔，整个结构即在三维中生长。Enter 接受，Esc 重置</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="285"/>
        <source>AI assist: click inside a structure (right button or Shift: outside it), or drag a box, a scribble or a lasso; an interactive model segments it in 3D. Enter accepts, Escape resets</source>
        <translation>AI 辅助：在结构内点击（右键或 Shift：结构外），或拖出方框、涂画或套索；交互式模型在 3D 中分割它。Enter 接受，Esc 重置</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="287"/>
        <source>Split an object in two: click inside the part that keeps its id, then inside the part that becomes a new object; the object is cut where the two clicks are equally far</source>
        <translation>将对象一分为二：先点击保留原编号的部分，再点击成为新对象的部分；在与两次点击等距处切开</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="293"/>
        <source>Brush size</source>
        <translation>画笔大小</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="294"/>
        <source>Diameter of the brush in mm, drawn as an outline under the pointer</source>
        <translation>画笔直径（mm），在指针下以轮廓显示</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="295"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="296"/>
        <source>A ball across slices instead of a disk in the slice</source>
        <translation>跨层面的球体，而非层面内的圆盘</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="297"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="298"/>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="299"/>
        <source>Add a label with the next free value, a name and a colour</source>
        <translation>以下一个空闲值、名称和颜色添加标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="300"/>
        <source>Paint over</source>
        <translation>覆盖绘制</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="301"/>
        <source>Locked</source>
        <translation>锁定</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="302"/>
        <source>Voxels of a ticked label are never changed</source>
        <translation>勾选标签的体素永不更改</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="303"/>
        <source>Intensity window (flood fill, threshold)</source>
        <translation>强度窗口（区域填充、阈值）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>This slice</source>
        <translation>当前层面</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="305"/>
        <source>Whole volume</source>
        <translation>整个体积</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="306"/>
        <source>Grow from seeds</source>
        <translation>从种子生长</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="307"/>
        <source>Background seeds</source>
        <translation>背景种子</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="308"/>
        <source>Strokes mark background (what is not any structure) instead of the active label</source>
        <translation>笔画标记背景（不属于任何结构的部分），而不是当前标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="309"/>
        <source>Whole image</source>
        <translation>整幅图像</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="310"/>
        <source>Grow over the whole scan instead of a box around the seeds (slower on large scans)</source>
        <translation>在整个扫描上生长，而不是在种子周围的方框内（大扫描较慢）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="311"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="329"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="312"/>
        <source>Write the grown labels into the label map as one undo step (Enter)</source>
        <translation>将生长出的标签作为一个撤销步骤写入标签图（Enter）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="313"/>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="331"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="314"/>
        <source>Remove the seeds and the preview (Escape)</source>
        <translation>移除种子和预览（Esc）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="316"/>
        <source>Model…</source>
        <translation>模型…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="317"/>
        <source>An interactive model: a run folder or model package trained with the configuration &quot;Interactive&quot;</source>
        <translation>交互式模型：使用“交互式”配置训练的运行文件夹或模型包</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="319"/>
        <source>A drag draws</source>
        <translation>拖动绘制</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Box</source>
        <translation>方框</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Scribble</source>
        <translation>涂画</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="320"/>
        <source>Lasso</source>
        <translation>套索</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="322"/>
        <source>A box around the structure, reaching across slices as far as it is wide</source>
        <translation>结构周围的方框，跨越的层厚与其宽度相当</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="323"/>
        <source>A line over the structure (right button or Shift: over what is not it)</source>
        <translation>在结构上画线（右键或 Shift：在不属于它的部分上画）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="324"/>
        <source>An outline around the structure on this slice</source>
        <translation>在此层上围绕结构的轮廓</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="330"/>
        <source>Write the object into the label map as one undo step (Enter)</source>
        <translation>将对象写入标签图，作为一个撤销步骤（Enter）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="332"/>
        <source>Forget the clicks and the preview (Escape)</source>
        <translation>清除点击和预览（Esc）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="334"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="335"/>
        <source>Fill between slices</source>
        <translation>层间填充</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="336"/>
        <source>Interpolate the active label&apos;s shape across the empty slices between edited ones</source>
        <translation>在已编辑层面之间的空层面上插值当前标签的形状</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="337"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="338"/>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>撤销上一次编辑（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="339"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="340"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="363"/>
        <source>All labels</source>
        <translation>所有标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="364"/>
        <source>Empty voxels only</source>
        <translation>仅空体素</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="370"/>
        <source>Only %1</source>
        <translation>仅 %1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="397"/>
        <source>No interactive model</source>
        <translation>无交互式模型</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="402"/>
        <source>Choose an interactive model (Model…), or use Grow, which needs none. To train one on the open dataset: Training, configuration &quot;Interactive&quot;.</source>
        <translation>请选择交互式模型（模型…），或使用无需模型的“生长”。要在已打开的数据集上训练一个：训练，配置“交互式”。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="404"/>
        <source>Segmenting…</source>
        <translation>正在分割…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="405"/>
        <source>Found in %1 ms. Click to correct (right button: not this), then Accept.</source>
        <translation>用时 %1 毫秒找到。点击以修正（右键：不是这里），然后接受。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="407"/>
        <source>Click inside a structure, or drag over it (a box, a scribble or a lasso).</source>
        <translation>在结构内点击，或在其上拖动（方框、涂画或套索）。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="412"/>
        <source>Interactive model (run folder or model package)</source>
        <translation>交互式模型（运行文件夹或模型包）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="433"/>
        <source>Growing…</source>
        <translation>正在生长…</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="434"/>
        <source>Grown in %1 s. Add strokes to correct it, then Accept.</source>
        <translation>已在 %1 秒内生长完成。添加笔画进行修正，然后点击接受。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="436"/>
        <source>Paint seeds inside a structure with its label, and background seeds around it.</source>
        <translation>用结构的标签在其内部绘制种子，并在其周围绘制背景种子。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="444"/>
        <source>Label %1: %2 mL</source>
        <translation>标签 %1：%2 mL</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>New label</source>
        <translation>新标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/LabelEditorPanel.cpp" line="454"/>
        <source>Name of the new label:</source>
        <translation>新标签的名称：</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LabelStatisticsPanel</name>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="110"/>
        <source>Label map</source>
        <translation>标签图</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="111"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="112"/>
        <source>Volume, intensity per channel, bounding box and centroid of every label of the chosen map</source>
        <translation>所选标签图中每个标签的体积、各通道强度、包围盒和质心</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="113"/>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="114"/>
        <source>Delete Selected</source>
        <translation>删除所选</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="115"/>
        <source>Set the selected labels to 0 in the label map (undoable)</source>
        <translation>将所选标签在标签图中设为 0（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="116"/>
        <source>Merge Selected</source>
        <translation>合并所选</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="117"/>
        <source>Give the selected labels the smallest one&apos;s value, e.g. to join two halves of a cell (undoable)</source>
        <translation>将所选标签设为其中最小的值，例如把一个细胞的两半合并（可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="171"/>
        <source>Computing the statistics of %1...</source>
        <translation>正在计算 %1 的统计...</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="192"/>
        <source>Cannot compute label statistics</source>
        <translation>无法计算标签统计</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Voxels</source>
        <translation>体素</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Area (%1)</source>
        <translation>面积 (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="206"/>
        <source>Volume (%1)</source>
        <translation>体积 (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="208"/>
        <source>Channel %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>Mean (%1)</source>
        <translation>均值 (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="209"/>
        <source>SD (%1)</source>
        <translation>标准差 (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="211"/>
        <source>Centroid (%1)</source>
        <translation>质心 (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="238"/>
        <source>The label map holds no label.</source>
        <translation>该标签图不含任何标签。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="239"/>
        <source>%n label(s). Double-click a row to go to its centroid.</source>
        <translation>
            <numerusform>%n 个标签。双击一行可跳转到其质心。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="304"/>
        <source>Export Label Statistics</source>
        <translation>导出标签统计</translation>
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
        <translation>无法导出标签统计</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="314"/>
        <source>%1 is the open scan; choose another file.</source>
        <translation>%1 是当前打开的扫描；请选择其他文件。</translation>
    </message>
    <message>
        <location filename="../widgets/review/LabelStatisticsPanel.cpp" line="319"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="71"/>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="72"/>
        <source>Outline only</source>
        <translation>仅显示轮廓</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="73"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>绘制标签边界，而不是填充区域</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="74"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>勾选以显示或隐藏；双击标签可更改其颜色</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="93"/>
        <source>Scan: %1</source>
        <translation>扫描图像：%1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="100"/>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location filename="../widgets/views/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>标签 %1 的颜色</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LivePreviewPane</name>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="38"/>
        <source>Reference</source>
        <translation>参考标注</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="54"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="76"/>
        <source>Live preview: the model on a validation case appears here after the first validation.</source>
        <translation>实时预览：第一次验证后，模型在一个验证病例上的结果将显示在这里。</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="79"/>
        <source>Live preview of %1 (preprocessed): reference outlined, model filled</source>
        <translation>%1 的实时预览（预处理后）：参考标注为轮廓，模型结果为填充</translation>
    </message>
    <message>
        <location filename="../widgets/training/LivePreviewPane.cpp" line="80"/>
        <source>%1, after epoch %2</source>
        <translation>%1，第 %2 轮之后</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementList</name>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="130"/>
        <source>area %1 %2</source>
        <translation>面积 %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="132"/>
        <source>, channel %1: mean %2 (SD %3), %4..%5</source>
        <translation>，通道 %1：均值 %2（标准差 %3），%4..%5</translation>
    </message>
    <message>
        <location filename="../widgets/review/Measurements.cpp" line="133"/>
        <source>, mean %1 (SD %2), %3..%4</source>
        <translation>，均值 %1（标准差 %2），%3..%4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::MeasurementsPanel</name>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="89"/>
        <source>Navigate</source>
        <translation>浏览</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="93"/>
        <source>Drag in a slice view to measure; an angle: drag its first arm to the vertex, then click the end of the second. Esc drops the one being drawn.</source>
        <translation>在切片视图中拖动以测量；角度：先拖出第一条边到顶点，再单击第二条边的终点。按 Esc 放弃正在绘制的测量。</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Slice</source>
        <translation>切片</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="95"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="96"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="97"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="98"/>
        <source>Save the measurements beside the scan; they come back when it is opened again</source>
        <translation>将测量保存在扫描旁边；再次打开时会恢复</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="106"/>
        <source>Ruler</source>
        <translation>标尺</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="107"/>
        <source>Angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="108"/>
        <source>Rectangle</source>
        <translation>矩形</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="111"/>
        <source>Ellipse</source>
        <translation>椭圆</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="122"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="122"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="123"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="151"/>
        <source>Cannot open the saved measurements</source>
        <translation>无法打开已保存的测量</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="163"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../widgets/review/MeasurementsPanel.cpp" line="166"/>
        <source>Cannot save the measurements</source>
        <translation>无法保存测量</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="33"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="45"/>
        <source> % of free memory</source>
        <translation> % 的可用内存</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="47"/>
        <source>A scan larger than this opens as a multiresolution pyramid, built once and kept with the caches: the overview shows at once and full-resolution slices load as you scroll.</source>
        <translation>大于此值的扫描以多分辨率金字塔打开，只构建一次并与缓存一起保存：概览立即显示，滚动时加载全分辨率切片。</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="56"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="57"/>
        <source>Label opacity for new label maps</source>
        <translation>新标签图的标签不透明度</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="58"/>
        <source>Open as a pyramid above</source>
        <translation>超过此值以金字塔打开</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="59"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ProfilePanel</name>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="118"/>
        <source>Export Profile</source>
        <translation>导出性能分析</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="119"/>
        <source>Chrome trace and CSV files (*)</source>
        <translation>Chrome 跟踪和 CSV 文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="121"/>
        <source>Could not write the profile files to %1</source>
        <translation>无法将性能分析文件写入 %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="130"/>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="131"/>
        <source>Profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="132"/>
        <source>Run this many real training steps of the training form&apos;s settings under LibTorch&apos;s profiler and show where the time and memory go</source>
        <translation>用训练表单的设置在 LibTorch 性能分析器下运行这么多个真实训练步，并显示时间和内存花在哪里</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="134"/>
        <source>Find fastest settings</source>
        <translation>查找最快设置</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="135"/>
        <source>Time short trials of real training steps over threads, batch size, precision, channels-last, loader threads and prefetch depth, and put the fastest settings into the Training form (kept per device: a second search reuses the trials)</source>
        <translation>对线程数、批大小、精度、channels-last、加载线程和预取深度做真实训练步的短时测试，并把最快的设置写入训练表单（按设备保存：再次查找会复用这些测试）</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="138"/>
        <source>Stages and operators</source>
        <translation>阶段与算子</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="139"/>
        <source>Settings trials</source>
        <translation>设置测试</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Trial</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="140"/>
        <source>Channels-last</source>
        <translation>Channels-last</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Loaders</source>
        <translation>加载线程</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Prefetch</source>
        <translation>预取</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="141"/>
        <source>Step (ms)</source>
        <translation>每步 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Data wait (ms)</source>
        <translation>数据等待 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Peak memory (MiB)</source>
        <translation>内存峰值 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="142"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="143"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="144"/>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="145"/>
        <source>Save a Chrome trace (open it in Perfetto or chrome://tracing) and the tables as CSV</source>
        <translation>保存 Chrome 跟踪（在 Perfetto 或 chrome://tracing 中打开）以及 CSV 格式的表格</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="146"/>
        <source>Time per step by stage</source>
        <translation>各阶段每步用时</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="147"/>
        <source>Top operators by self time</source>
        <translation>按自身用时排序的算子</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward (ms)</source>
        <translation>前向 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward (ms)</source>
        <translation>反向 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Forward peak (MiB)</source>
        <translation>前向峰值 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="149"/>
        <source>Backward peak (MiB)</source>
        <translation>反向峰值 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Self (ms)</source>
        <translation>自身 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Total (ms)</source>
        <translation>合计 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Device (ms)</source>
        <translation>设备 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="151"/>
        <source>Input shapes</source>
        <translation>输入形状</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="153"/>
        <source>Profile a few training steps to see which stages and operators take the time.
The training form&apos;s settings are used; the dataset is preprocessed first if needed.</source>
        <translation>对几个训练步做性能分析，看看哪些阶段和算子占用时间。
使用训练表单的设置；如有需要会先预处理数据集。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="165"/>
        <source>Choose a dataset in the Training panel first.</source>
        <translation>请先在训练面板中选择数据集。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="182"/>
        <source>Profiling %1 step(s) (preprocessing the dataset first if needed)...</source>
        <translation>正在分析 %1 步（如有需要会先预处理数据集）...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="206"/>
        <source>Timing settings on this machine (preprocessing the dataset first if needed)...</source>
        <translation>正在本机上测试设置（如有需要会先预处理数据集）...</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="253"/>
        <source>Search cancelled; the Training form is unchanged.</source>
        <translation>查找已取消；训练表单未改变。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="254"/>
        <source>The search failed: %1</source>
        <translation>查找失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="264"/>
        <source>Profile cancelled.</source>
        <translation>性能分析已取消。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="269"/>
        <source>The profile failed: %1</source>
        <translation>性能分析失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="283"/>
        <source>%1 step(s) on %2, %3, batch %4, patch %5x%6x%7: %8 ms per step (%9 ms without the profiler).
The stages add up to %10 ms, %11 ms of it in autograd&apos;s own backward work.</source>
        <translation>在 %2 上 %1 步，%3，批大小 %4，块 %5x%6x%7：每步 %8 ms（不分析时 %9 ms）。
各阶段合计 %10 ms，其中 %11 ms 为 autograd 自身的反向开销。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="335"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="342"/>
        <source>rejected: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="343"/>
        <source>fastest: applied</source>
        <translation>最快：已应用</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="360"/>
        <source>Fastest on %1: %2, %3x the samples/s of the defaults (%4 against %5)%6.
Written into the Training form: %7 thread(s), batch %8, %9%10, %11 loader thread(s), prefetch %12.</source>
        <translation>%1 上最快：%2，样本/秒为默认设置的 %3 倍（%4 对 %5）%6。
已写入训练表单：%7 个线程，批大小 %8，%9%10，%11 个加载线程，预取 %12。</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="367"/>
        <source>, measured earlier on this device</source>
        <translation>，之前在此设备上测得</translation>
    </message>
    <message>
        <location filename="../widgets/training/ProfilePanel.cpp" line="371"/>
        <source>, channels-last</source>
        <translation>，channels-last</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RegressionCheckDialog</name>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="31"/>
        <source>Regression check</source>
        <translation>回归检查</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="35"/>
        <source>%n validation case(s)</source>
        <translation>
            <numerusform>%n 个验证病例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="38"/>
        <source>&lt;b&gt;The fine-tuned model is worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3). The imported model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;微调后的模型比导入的模型差&lt;/b&gt;（相同的 %1 上平均 Dice 为 %2，对比 %3）。除非您另行选择，导入的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="41"/>
        <source>&lt;b&gt;The fine-tuned model is not worse&lt;/b&gt; than the imported one on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;微调后的模型不比导入的模型差&lt;/b&gt;（相同的 %1 上平均 Dice 为 %2，对比 %3）。</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="44"/>
        <source>&lt;b&gt;The retrained model is worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3). The previous model stays active unless you choose otherwise.</source>
        <translation>&lt;b&gt;重新训练的模型更差&lt;/b&gt;：在相同的 %1 上（平均 Dice %2，之前为 %3）。除非您另行选择，之前的模型保持启用。</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="46"/>
        <source>&lt;b&gt;The retrained model is not worse&lt;/b&gt; on the same %1 (mean Dice %2 against %3).</source>
        <translation>&lt;b&gt;重新训练的模型没有变差&lt;/b&gt;：在相同的 %1 上（平均 Dice %2，之前为 %3）。</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="50"/>
        <source>Both are interactive models: each object&apos;s Dice is the mean over a simulated click and the corrective clicks that follow, as their training validates them.</source>
        <translation>两者都是交互式模型：每个对象的 Dice 是一次模拟点击及其后各次修正点击的平均值，与其训练时的验证方式相同。</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Previous model</source>
        <translation>之前的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="54"/>
        <source>Imported model</source>
        <translation>导入的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Retrained model</source>
        <translation>重新训练的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="55"/>
        <source>Fine-tuned model</source>
        <translation>微调后的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="72"/>
        <source>Mean Dice</source>
        <translation>平均 Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the previous model</source>
        <translation>保留之前的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="77"/>
        <source>Keep the imported model</source>
        <translation>保留导入的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model anyway</source>
        <translation>仍然使用微调后的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="80"/>
        <source>Use the fine-tuned model</source>
        <translation>使用微调后的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model anyway</source>
        <translation>仍然使用重新训练的模型</translation>
    </message>
    <message>
        <location filename="../widgets/training/RegressionCheckDialog.cpp" line="81"/>
        <source>Use the retrained model</source>
        <translation>使用重新训练的模型</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ReviewPanel</name>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="143"/>
        <source>&lt;b&gt;Open label maps&lt;/b&gt;</source>
        <translation>&lt;b&gt;已打开的标签图&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="144"/>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="145"/>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="146"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="147"/>
        <source>Show differences</source>
        <translation>显示差异</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="148"/>
        <source>Adds a layer: false positives orange, false negatives cyan, wrong labels magenta</source>
        <translation>添加一个图层：假阳性为橙色，假阴性为青色，错误标签为品红色</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="149"/>
        <source>&lt;b&gt;Folders&lt;/b&gt; (the same case names)</source>
        <translation>&lt;b&gt;文件夹&lt;/b&gt;（病例名称相同）</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="150"/>
        <source>Predictions</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="151"/>
        <source>References</source>
        <translation>参考</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="152"/>
        <source>Scans (optional)</source>
        <translation>扫描（可选）</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="153"/>
        <source>The folder of the cases&apos; scans, to open a case from the table</source>
        <translation>病例扫描所在的文件夹，用于从表格打开病例</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="154"/>
        <source>Evaluate folders</source>
        <translation>评估文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="155"/>
        <source>Class</source>
        <translation>类别</translation>
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
        <translation>体积差</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="156"/>
        <source>Click a header to sort; double-click a row to open the case at its largest error</source>
        <translation>点击表头排序；双击一行在最大误差处打开该病例</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Nothing to compare</source>
        <translation>没有可比较的内容</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="188"/>
        <source>Choose two different label maps: a prediction and its reference.</source>
        <translation>请选择两个不同的标签图：预测及其参考。</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="197"/>
        <location filename="../widgets/review/ReviewPanel.cpp" line="222"/>
        <source>Scoring…</source>
        <translation>正在评分…</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Nothing to evaluate</source>
        <translation>没有可评估的内容</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="219"/>
        <source>Choose a folder of predictions and a folder of references.</source>
        <translation>请选择预测文件夹和参考文件夹。</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="246"/>
        <source>Cannot evaluate</source>
        <translation>无法评估</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="279"/>
        <source>%n case(s) scored</source>
        <translation>
            <numerusform>已评分 %n 个病例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="289"/>
        <source>Raters not compared: %1</source>
        <translation>未与标注者比较：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/review/ReviewPanel.cpp" line="291"/>
        <source>Beside the raters (%n case(s) they labelled, the same references):</source>
        <translation>
            <numerusform>与标注者并列（他们标注的 %n 个病例，相同的参考）：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="299"/>
        <source>within the raters&apos; range</source>
        <translation>在标注者范围之内</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="301"/>
        <source>below the raters&apos; range</source>
        <translation>低于标注者范围</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="303"/>
        <source>above the raters&apos; range</source>
        <translation>高于标注者范围</translation>
    </message>
    <message>
        <location filename="../widgets/review/ReviewPanel.cpp" line="304"/>
        <source>%1: raters %2; model %3 %4</source>
        <translation>%1：标注者 %2；模型 %3 %4</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::RunsPanel</name>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="30"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="32"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="34"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="36"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="38"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="40"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Best Dice</source>
        <translation>最佳 Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="83"/>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="84"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="85"/>
        <source>Resume the selected run from its last checkpoint</source>
        <translation>从最近的检查点继续所选运行</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="86"/>
        <source>Segment current scan</source>
        <translation>分割当前扫描图像</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="87"/>
        <source>Run the selected run&apos;s model on the scan shown in the views</source>
        <translation>使用所选运行的模型分割视图中显示的扫描图像</translation>
    </message>
    <message>
        <location filename="../widgets/training/RunsPanel.cpp" line="88"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/views/SceneModel.cpp" line="137"/>
        <location filename="../widgets/views/SceneModel.cpp" line="221"/>
        <source>Label %1</source>
        <translation>标签 %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SeedGrowthController</name>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="64"/>
        <source>Grow from seeds: preview</source>
        <translation>从种子生长：预览</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="68"/>
        <source>Background seeds</source>
        <translation>背景种子</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="70"/>
        <source>Grow from seeds: seeds</source>
        <translation>从种子生长：种子</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="79"/>
        <source>Grow from seeds grows labels 1 to %1; label %2 is beyond them.</source>
        <translation>从种子生长仅支持标签 1 到 %1；标签 %2 超出范围。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="125"/>
        <source>Now paint seeds of a label inside the structure: the result appears then.</source>
        <translation>现在在结构内部绘制某个标签的种子，结果随即出现。</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SeedGrowthController.cpp" line="126"/>
        <source>Now paint background seeds around the structure (tick &quot;Background seeds&quot;), or seeds of another label: the result appears then.</source>
        <translation>现在在结构周围绘制背景种子（勾选“背景种子”），或绘制另一个标签的种子，结果随即出现。</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SegmentOperationsBox</name>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="95"/>
        <source>Segment operations (active label)</source>
        <translation>分割操作（当前标签）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="96"/>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="97"/>
        <source>Keep the largest island</source>
        <translation>保留最大连通区域</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="98"/>
        <source>Remove small islands</source>
        <translation>移除小连通区域</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="99"/>
        <source>Split islands into labels</source>
        <translation>将连通区域拆分为新标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="100"/>
        <source>Grow by a margin</source>
        <translation>按边距扩张</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="101"/>
        <source>Shrink by a margin</source>
        <translation>按边距收缩</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="102"/>
        <source>Hollow (shell)</source>
        <translation>镂空（壳）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="103"/>
        <source>Median smoothing</source>
        <translation>中值平滑</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="104"/>
        <source>Opening (removes spurs)</source>
        <translation>开运算（去除毛刺）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="105"/>
        <source>Closing (fills gaps)</source>
        <translation>闭运算（填补缝隙）</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="106"/>
        <source>Gaussian smoothing</source>
        <translation>高斯平滑</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="107"/>
        <source>Union with a label</source>
        <translation>与标签求并</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="108"/>
        <source>Intersect with a label</source>
        <translation>与标签求交</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="109"/>
        <source>Subtract a label</source>
        <translation>减去标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="110"/>
        <source>Invert within the scan</source>
        <translation>在扫描范围内反选</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="113"/>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="114"/>
        <source>Margin, shell thickness, smoothing radius or Gaussian sigma, in mm along every axis</source>
        <translation>边距、壳厚度、平滑半径或高斯 sigma，沿各轴以毫米计</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="115"/>
        <source>Smallest island</source>
        <translation>最小连通区域</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="116"/>
        <source>Shell</source>
        <translation>壳</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="117"/>
        <source>Inside the border</source>
        <translation>边界内侧</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="118"/>
        <source>Outside the border</source>
        <translation>边界外侧</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="119"/>
        <source>Centred on the border</source>
        <translation>以边界为中心</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="120"/>
        <source>Other label</source>
        <translation>另一标签</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="121"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../widgets/labeledit/SegmentOperationsBox.cpp" line="122"/>
        <source>One edit of the active label; the other labels and locked labels stay as they are; Undo takes it back</source>
        <translation>对当前标签的一次编辑；其他标签和锁定标签保持不变；撤销可恢复</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="58"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="59"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceView.cpp" line="62"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <location filename="../widgets/views/SliceViewPyramid.cpp" line="80"/>
        <source>Overview only: %1</source>
        <translation>仅概览：%1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingDashboard</name>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="145"/>
        <source>Export PNG and CSV...</source>
        <translation>导出 PNG 和 CSV...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="147"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="148"/>
        <source>PNG image and CSV data (*.png)</source>
        <translation>PNG 图像和 CSV 数据 (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="192"/>
        <source>Apply to the Training form</source>
        <translation>应用到训练表单</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="193"/>
        <source>Change this setting in the Training panel; the next run is measured against this one</source>
        <translation>在训练面板中更改此设置；下一次运行将与本次比较</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="194"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="195"/>
        <source>Validation Dice per class</source>
        <translation>各类别验证 Dice</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="196"/>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="197"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="198"/>
        <source>Step time (ms)</source>
        <translation>单步耗时 (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="199"/>
        <source>Memory and processors</source>
        <translation>内存与处理器</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="200"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="201"/>
        <source>epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="202"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="203"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="204"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="205"/>
        <source>step</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="206"/>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="268"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
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
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="221"/>
        <source> (%1 more after this one)</source>
        <translation>（之后还有 %1 条）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="266"/>
        <source>train (step)</source>
        <translation>训练（每步）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="267"/>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="270"/>
        <source>data wait</source>
        <translation>等待数据</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="271"/>
        <source>augment</source>
        <translation>数据增强</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="273"/>
        <source>simulated clicks</source>
        <translation>模拟点击</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="274"/>
        <source>forward</source>
        <translation>前向传播</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="275"/>
        <source>backward</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="276"/>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="278"/>
        <source>CUDA graph (forward to update)</source>
        <translation>CUDA 图（前向到更新）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="280"/>
        <source>all-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="282"/>
        <source>rank %1 samples/s</source>
        <translation>进程 %1 样本/秒</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="285"/>
        <source>device allocated (MiB)</source>
        <translation>设备已分配 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="286"/>
        <source>device reserved (MiB)</source>
        <translation>设备已预留 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="287"/>
        <source>device peak (MiB)</source>
        <translation>设备峰值 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="290"/>
        <source>GPU use (%)</source>
        <translation>GPU 利用率 (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="291"/>
        <source>process RAM (MiB)</source>
        <translation>进程内存 (MiB)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="292"/>
        <source>process CPU (%)</source>
        <translation>进程 CPU (%)</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="297"/>
        <source>train (epoch)</source>
        <translation>训练（每轮）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="305"/>
        <source>validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="308"/>
        <source>class %1</source>
        <translation>类别 %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="310"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="417"/>
        <source>No training data yet.</source>
        <translation>暂无训练数据。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="420"/>
        <source>Epoch %1 of %2   epoch time %3   elapsed %4   ETA %5</source>
        <translation>第 %1/%2 轮   每轮耗时 %3   已用时间 %4   预计剩余 %5</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="427"/>
        <source>   time budget %1</source>
        <translation>   时间预算 %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="429"/>
        <source>   best mean Dice %1</source>
        <translation>   最佳平均 Dice %1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingDashboard.cpp" line="431"/>
        <source>   on %1, %2</source>
        <translation>   设备 %1，%2</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingPanel</name>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>scaling</source>
        <translation>缩放</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="47"/>
        <source>mirroring</source>
        <translation>镜像</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>gamma</source>
        <translation>伽马</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>brightness</source>
        <translation>亮度</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="48"/>
        <source>contrast</source>
        <translation>对比度</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>noise</source>
        <translation>噪声</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>blur</source>
        <translation>模糊</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="49"/>
        <source>low resolution</source>
        <translation>低分辨率</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="258"/>
        <source>Dataset or preprocessed cache folder</source>
        <translation>数据集或预处理缓存文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="365"/>
        <source>Save training configuration</source>
        <translation>保存训练配置</translation>
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
        <translation>加载训练配置</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="377"/>
        <source>Cannot load the configuration</source>
        <translation>无法加载配置</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="396"/>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="397"/>
        <source>dataset folder or preprocessed cache</source>
        <translation>数据集文件夹或预处理缓存</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="406"/>
        <source>Channels-last memory layout</source>
        <translation>channels-last 内存布局</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="415"/>
        <source>Show the model&apos;s prediction on a validation case after each validation</source>
        <translation>每次验证后显示模型在一个验证病例上的预测结果</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="398"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="405"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="417"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="419"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="420"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="424"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="399"/>
        <source>SegStudio (time-aware)</source>
        <translation>SegStudio（按时间）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="400"/>
        <source>nnU-Net ResEnc M (8 GB GPU)</source>
        <translation>nnU-Net ResEnc M（8 GB GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="401"/>
        <source>nnU-Net ResEnc L (24 GB GPU)</source>
        <translation>nnU-Net ResEnc L（24 GB GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="402"/>
        <source>nnU-Net ResEnc XL (40 GB GPU)</source>
        <translation>nnU-Net ResEnc XL（40 GB GPU）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="403"/>
        <source>preset&apos;s own</source>
        <translation>预设值</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="404"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="407"/>
        <source>Interactive model (clicks and boxes, for AI assist)</source>
        <translation>交互式模型（点击和方框，用于 AI 辅助）</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="408"/>
        <source>Configuration &quot;Interactive&quot;: the network also sees clicks, a box and the previous mask, and segments the one object they point at. Training simulates a user&apos;s clicks; validation scores Dice over three simulated clicks. Use it in Edit labels &gt; AI assist.</source>
        <translation>配置“交互式”：网络还会看到点击、方框和上一次的掩膜，并分割它们所指的那个对象。训练时模拟用户点击；验证时以三次模拟点击的 Dice 评分。在“编辑标签 &gt; AI 辅助”中使用。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="414"/>
        <source>Live preview</source>
        <translation>实时预览</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="421"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="422"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="423"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="425"/>
        <source>Quick look</source>
        <translation>快速预览</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="426"/>
        <source>Full quality</source>
        <translation>最佳质量</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="427"/>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="428"/>
        <source>Fill the automatic values from the dataset&apos;s fingerprint</source>
        <translation>根据数据集指纹填充自动参数值</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="429"/>
        <source>Load...</source>
        <translation>加载...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="430"/>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="431"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="432"/>
        <location filename="../widgets/training/TrainingPanel.cpp" line="581"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="433"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="452"/>
        <source>Planned for this dataset and device: %1</source>
        <translation>针对此数据集和设备的规划：%1</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="466"/>
        <source>auto on a GPU: no time limit, the planned epochs train.</source>
        <translation>GPU 上 auto：无时间限制，训练计划的轮数。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="467"/>
        <source>auto on the CPU: %1 minutes, chosen from the dataset size and the measured step time when you press Plan or Start.</source>
        <translation>CPU 上 auto：在您按“规划”或“开始”时，根据数据集大小和实测步长时间选择 %1 分钟。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="470"/>
        <source>No time limit: the planned epochs train (1000 unless set).</source>
        <translation>无时间限制：训练计划的轮数（未设置时为 1000）。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="473"/>
        <source>Training stops in time for a final validation and the model.</source>
        <translation>训练会及时停止，以便完成最终验证并生成模型。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="492"/>
        <source>auto chose %1 minutes for this dataset on this CPU (hover for why).</source>
        <translation>auto 为此数据集在此 CPU 上选择了 %1 分钟（悬停查看原因）。</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingPanel.cpp" line="500"/>
        <source>auto: this run has a %1 minute budget.</source>
        <translation>auto：本次运行的时间预算为 %1 分钟。</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::TrainingWorker</name>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="48"/>
        <source>Preprocessing %1...</source>
        <translation>正在预处理 %1...</translation>
    </message>
    <message>
        <location filename="../widgets/training/TrainingController.cpp" line="53"/>
        <source>Preprocessing: %1 of %2 cases</source>
        <translation>预处理：%1/%2 个病例</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="123"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="124"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="125"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="126"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Show all four views</source>
        <translation>显示全部四个视图</translation>
    </message>
    <message>
        <location filename="../widgets/views/ViewLayout.cpp" line="128"/>
        <source>Maximise this view</source>
        <translation>最大化此视图</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::VtkRenderWidget</name>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="113"/>
        <source>OpenGL is not available, so this view cannot be drawn.</source>
        <translation>OpenGL 不可用，因此无法绘制此视图。</translation>
    </message>
    <message>
        <location filename="../widgets/views/VtkRenderWidget.cpp" line="118"/>
        <source>This view needs OpenGL 3.2; the system offers %1.%2.</source>
        <translation>此视图需要 OpenGL 3.2；系统提供的是 %1.%2。</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::WorklistPanel</name>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="126"/>
        <source>&lt;b&gt;Scans to label next&lt;/b&gt;&lt;br&gt;Segments unlabelled scans and lists them by how unsure the model is about the structures it found.</source>
        <translation>&lt;b&gt;接下来要标注的扫描&lt;/b&gt;&lt;br&gt;分割未标注的扫描，并按模型对所找到结构的不确定程度排序。</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="128"/>
        <source>Scans</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="129"/>
        <source>Compare mirrored predictions (slower; ranks by their disagreement)</source>
        <translation>比较镜像预测（较慢；按其分歧排序）</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="130"/>
        <source>Rank by uncertainty</source>
        <translation>按不确定度排序</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="131"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="132"/>
        <source>Next case</source>
        <translation>下一个病例</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="133"/>
        <source>Opens the most uncertain case not reviewed yet, with its segmentation to correct</source>
        <translation>打开尚未审阅的最不确定病例及其待修正的分割</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Case</source>
        <translation>病例</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Uncertainty</source>
        <translation>不确定度</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Volume (mL)</source>
        <translation>体积 (mL)</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="134"/>
        <source>Reviewed</source>
        <translation>已审阅</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="135"/>
        <source>Model: none yet (train one, or choose a run in the Runs list)</source>
        <translation>模型：暂无（训练一个，或在“运行”列表中选择一个运行）</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="136"/>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>No model</source>
        <translation>没有模型</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="185"/>
        <source>Train a model (or choose a run) before ranking scans.</source>
        <translation>请先训练模型（或选择一个运行）再对扫描排序。</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>No scans</source>
        <translation>没有扫描</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="189"/>
        <source>%1 is not a folder of scans.</source>
        <translation>%1 不是扫描文件夹。</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="200"/>
        <source>Segmenting the scans…</source>
        <translation>正在分割扫描…</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="217"/>
        <source>Segmented %1 (%2 of %3)</source>
        <translation>已分割 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="243"/>
        <source>Cannot rank the scans</source>
        <translation>无法对扫描排序</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="245"/>
        <source>Ranking cancelled</source>
        <translation>排序已取消</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="261"/>
        <source>nothing found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="264"/>
        <source>The model found no structure in this scan: check it first</source>
        <translation>模型在此扫描中未找到任何结构：请先检查它</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="271"/>
        <source>%1 scan(s), %2 reviewed; ranked by %3</source>
        <translation>%1 个扫描，已审阅 %2 个；按%3排序</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="274"/>
        <source>the disagreement of mirrored predictions</source>
        <translation>镜像预测的分歧</translation>
    </message>
    <message>
        <location filename="../widgets/worklist/WorklistPanel.cpp" line="275"/>
        <source>the entropy of the probabilities</source>
        <translation>概率的熵</translation>
    </message>
</context>
</TS>
