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
    <name>ScanLoader</name>
    <message>
        <location filename="../widgets/ScanLoader.cpp" line="66"/>
        <source>%1: not enough memory to open this scan</source>
        <translation>%1：内存不足，无法打开此扫描图像</translation>
    </message>
</context>
<context>
    <name>WindowPreset</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="22"/>
        <source>CT soft tissue</source>
        <translation>CT 软组织</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="24"/>
        <source>CT bone</source>
        <translation>CT 骨骼</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="26"/>
        <source>CT lung</source>
        <translation>CT 肺</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="28"/>
        <source>CT brain</source>
        <translation>CT 脑</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="30"/>
        <source>MR automatic (1-99 %)</source>
        <translation>MR 自动 (1-99 %)</translation>
    </message>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="31"/>
        <source>Full range</source>
        <translation>全范围</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="23"/>
        <source>SegStudio segmentation workbench</source>
        <translation>SegStudio 分割工作台</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="26"/>
        <source>Scan to open</source>
        <translation>要打开的扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="27"/>
        <source>Label map to show over the scan</source>
        <translation>叠加显示在扫描图像上的标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Dataset folder to browse</source>
        <translation>要浏览的数据集文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="29"/>
        <source>Interface language (en, de, fr, es, zh_CN)</source>
        <translation>界面语言 (en, de, fr, es, zh_CN)</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="30"/>
        <source>Save a screenshot once loaded, then quit</source>
        <translation>加载完成后保存截图，然后退出</translation>
    </message>
</context>
<context>
    <name>segstudio::app::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="79"/>
        <source>Loading cancelled</source>
        <translation>已取消加载</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231"/>
        <source>&amp;Open Scan...</source>
        <translation>打开扫描图像(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="232"/>
        <source>Open &amp;Label Map...</source>
        <translation>打开标签图(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="233"/>
        <source>Open &amp;Dataset Folder...</source>
        <translation>打开数据集文件夹(&amp;D)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="234"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="235"/>
        <source>&amp;Save Label Map As...</source>
        <translation>标签图另存为(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="236"/>
        <source>&amp;Close Label Maps</source>
        <translation>关闭标签图(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="238"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="239"/>
        <source>Show &amp;All Views</source>
        <translation>显示全部视图(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Axial View</source>
        <translation>最大化轴位视图(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Sagittal View</source>
        <translation>最大化矢状位视图(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Maximise &amp;Coronal View</source>
        <translation>最大化冠状位视图(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="241"/>
        <source>Maximise &amp;3D View</source>
        <translation>最大化 3D 视图(&amp;3)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="244"/>
        <source>&amp;Window Presets</source>
        <translation>窗宽窗位预设(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="249"/>
        <source>3D &amp;Rendering</source>
        <translation>3D 渲染(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>Surfaces only</source>
        <translation>仅表面</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>MR volume</source>
        <translation>MR 体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT soft tissue volume</source>
        <translation>CT 软组织体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="250"/>
        <source>CT bone volume</source>
        <translation>CT 骨骼体绘制</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="253"/>
        <source>&amp;Reset Views</source>
        <translation>重置视图(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="255"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="256"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="257"/>
        <source>&amp;About SegStudio</source>
        <translation>关于 SegStudio(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="258"/>
        <source>Layers</source>
        <translation>图层</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="259"/>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>Cannot open the label map</source>
        <translation>无法打开标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <location filename="../app/gui/MainWindow.cpp" line="399"/>
        <source>%1: open a scan first; a label map is shown over a scan.</source>
        <translation>%1：请先打开扫描图像；标签图需叠加显示在扫描图像上。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="325"/>
        <source>Opened dataset %1</source>
        <translation>已打开数据集 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="328"/>
        <source>Cannot open the dataset</source>
        <translation>无法打开数据集</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>Open Scan</source>
        <translation>打开扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="337"/>
        <source>Scans (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;All files (*)</source>
        <translation>扫描图像 (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png *.dcm);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344"/>
        <source>Open Label Map</source>
        <translation>打开标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345"/>
        <source>Label maps (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;All files (*)</source>
        <translation>标签图 (*.nii *.nii.gz *.nrrd *.nhdr *.mha *.mhd *.tif *.tiff *.png);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="352"/>
        <source>Open Dataset Folder</source>
        <translation>打开数据集文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>Nothing to save</source>
        <translation>没有可保存的内容</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="361"/>
        <source>There is no label map to save.</source>
        <translation>没有可保存的标签图。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="365"/>
        <source>Save Label Map</source>
        <translation>保存标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="366"/>
        <source>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</source>
        <translation>NIfTI (*.nii.gz *.nii);;NRRD (*.nrrd);;MetaImage (*.mha)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="373"/>
        <source>Cannot save the label map</source>
        <translation>无法保存标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="393"/>
        <source>Opened %1 (%2)</source>
        <translation>已打开 %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="410"/>
        <source>Label map does not fit the scan</source>
        <translation>标签图与扫描图像不匹配</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="411"/>
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
        <location filename="../app/gui/MainWindow.cpp" line="416"/>
        <source>The label map %1 was not added: its geometry differs from the scan.</source>
        <translation>未添加标签图 %1：其几何信息与扫描图像不同。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="438"/>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="443"/>
        <source>Loading %1...</source>
        <translation>正在加载 %1...</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="470"/>
        <source>Open a scan (File &gt; Open Scan) or a dataset folder to begin.</source>
        <translation>请打开扫描图像（文件 &gt; 打开扫描图像）或数据集文件夹以开始。</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="477"/>
        <source>Voxel (%1, %2, %3)   %4, %5, %6 mm (LPS)   Value %7</source>
        <translation>体素 (%1, %2, %3)   %4, %5, %6 mm (LPS)   值 %7</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="486"/>
        <source>   Label %1: %2</source>
        <translation>   标签 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Label map</source>
        <translation>标签图</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="511"/>
        <source>Scan</source>
        <translation>扫描图像</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="557"/>
        <source>About SegStudio</source>
        <translation>关于 SegStudio</translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="558"/>
        <source>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;A workbench for 3D segmentation: scans and label maps, U-Net training and sliding-window inference.&lt;/p&gt;&lt;p&gt;Sample data: Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0).&lt;/p&gt;</source>
        <translation>&lt;b&gt;SegStudio %1&lt;/b&gt;&lt;p&gt;3D 分割工作台：扫描图像与标签图、U-Net 训练以及滑动窗口推理。&lt;/p&gt;&lt;p&gt;示例数据：Medical Segmentation Decathlon, Task04 Hippocampus (CC-BY-SA 4.0)。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::DatasetBrowser</name>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="26"/>
        <source>No dataset open. Use File &gt; Open Dataset Folder.</source>
        <translation>未打开数据集。请使用“文件 &gt; 打开数据集文件夹”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/DatasetBrowser.cpp" line="29"/>
        <source>%1: %n case(s), click one to open it</source>
        <translation>
            <numerusform>%1：%n 个病例，点击其中一个即可打开</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/DatasetBrowser.cpp" line="40"/>
        <source>No label map</source>
        <translation>无标签图</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::LayersPanel</name>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="70"/>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="71"/>
        <source>Outline only</source>
        <translation>仅显示轮廓</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="72"/>
        <source>Draw label borders instead of filled regions</source>
        <translation>绘制标签边界，而不是填充区域</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="73"/>
        <source>Tick to show or hide; double-click a label to change its colour</source>
        <translation>勾选以显示或隐藏；双击标签可更改其颜色</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="91"/>
        <source>Scan: %1</source>
        <translation>扫描图像：%1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="98"/>
        <source>Labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <location filename="../widgets/LayersPanel.cpp" line="155"/>
        <source>Colour of label %1</source>
        <translation>标签 %1 的颜色</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::PreferencesDialog</name>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="21"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="34"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../widgets/PreferencesDialog.cpp" line="35"/>
        <source>Label opacity for new label maps</source>
        <translation>新标签图的标签不透明度</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SceneModel</name>
    <message>
        <location filename="../widgets/SceneModel.cpp" line="77"/>
        <location filename="../widgets/SceneModel.cpp" line="90"/>
        <source>Label %1</source>
        <translation>标签 %1</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::SliceView</name>
    <message>
        <location filename="../widgets/SliceView.cpp" line="57"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="58"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/SliceView.cpp" line="61"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
</context>
<context>
    <name>segstudio::widgets::ViewLayout</name>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="67"/>
        <source>Axial</source>
        <translation>轴位</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="68"/>
        <source>Sagittal</source>
        <translation>矢状位</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="69"/>
        <source>Coronal</source>
        <translation>冠状位</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="70"/>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Show all four views</source>
        <translation>显示全部四个视图</translation>
    </message>
    <message>
        <location filename="../widgets/ViewLayout.cpp" line="72"/>
        <source>Maximise this view</source>
        <translation>最大化此视图</translation>
    </message>
</context>
</TS>
