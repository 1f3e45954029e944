#include "finishing/SurfaceExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "widgets/surface/VtkSurfaceMesher.h"
#include "widgets/views/DisplayGeometry.h"

namespace segstudio::app {

namespace {

const char* const kExtensions[] = {".stl", ".obj", ".ply", ".vtp"};

// `path` with the format's extension in place of a mesh extension it has.
QString withExtension(QString path, int format)
{
    for (const char* extension : kExtensions)
        if (path.endsWith(QLatin1String(extension), Qt::CaseInsensitive))
            path.chop(static_cast<int>(std::char_traits<char>::length(extension)));
    return path + QLatin1String(kExtensions[format]);
}

}  // namespace

SurfaceExportDialog::SurfaceExportDialog(Volume labels, std::map<int64_t, std::string> names, const QString& layerName,
                                         const QString& suggestedOutput, QWidget* parent)
    : QDialog(parent), m_labels(std::move(labels)), m_names(std::move(names)), m_layerName(layerName)
{
    setObjectName("surfaceExportDialog");
    setWindowTitle(tr("Export Surfaces: %1").arg(layerName));
    auto* layout = new QVBoxLayout(this);

    auto* top = new QHBoxLayout;
    auto* labelsBox = new QGroupBox(tr("Labels"), this);
    auto* labelsLayout = new QVBoxLayout(labelsBox);
    m_labelList = new QListWidget(labelsBox);
    m_labelList->setObjectName("surfaceLabels");
    for (const auto& [value, name] : m_names) {
        auto* item = new QListWidgetItem(name.empty() ? QString::number(value)
                                                      : QString("%1  %2").arg(value).arg(QString::fromStdString(name)),
                                         m_labelList);
        item->setData(Qt::UserRole, QVariant::fromValue<qlonglong>(value));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    labelsLayout->addWidget(m_labelList);
    top->addWidget(labelsBox, 1);

    auto* options = new QGroupBox(tr("Surface"), this);
    auto* form = new QFormLayout(options);
    m_smooth = new QCheckBox(tr("Smooth (windowed sinc; off keeps the voxel steps)"), options);
    m_smooth->setObjectName("surfaceSmooth");
    form->addRow(m_smooth);
    m_passBand = new QDoubleSpinBox(options);
    m_passBand->setObjectName("surfacePassBand");
    m_passBand->setDecimals(3);
    m_passBand->setRange(0.001, 0.5);
    m_passBand->setSingleStep(0.01);
    m_passBand->setValue(0.1);
    m_passBand->setToolTip(tr("Smaller smooths more; 0.1 keeps folds a few voxels wide"));
    form->addRow(tr("Pass band:"), m_passBand);
    m_iterations = new QSpinBox(options);
    m_iterations->setObjectName("surfaceIterations");
    m_iterations->setRange(1, 200);
    m_iterations->setValue(20);
    form->addRow(tr("Iterations:"), m_iterations);
    m_keepPercent = new QDoubleSpinBox(options);
    m_keepPercent->setObjectName("surfaceKeepPercent");
    m_keepPercent->setDecimals(0);
    m_keepPercent->setRange(1, 100);
    m_keepPercent->setValue(100);
    m_keepPercent->setSuffix(" %");
    m_keepPercent->setToolTip(tr("Quadric decimation: the share of triangles kept"));
    form->addRow(tr("Triangles kept:"), m_keepPercent);
    m_largestOnly = new QCheckBox(tr("Largest connected part only"), options);
    m_largestOnly->setObjectName("surfaceLargestOnly");
    form->addRow(m_largestOnly);
    m_coordinates = new QComboBox(options);
    m_coordinates->setObjectName("surfaceCoordinates");
    m_coordinates->addItem(tr("LPS (DICOM, ITK, Slicer's default)"));
    m_coordinates->addItem(tr("RAS (NIfTI world, many 3D printing tools)"));
    form->addRow(tr("Coordinates:"), m_coordinates);
    top->addWidget(options, 1);
    layout->addLayout(top);

    auto* outputBox = new QGroupBox(tr("Output"), this);
    auto* outputForm = new QFormLayout(outputBox);
    m_format = new QComboBox(outputBox);
    m_format->setObjectName("surfaceFormat");
    m_format->addItems({"STL", "OBJ", "PLY", "VTP"});
    outputForm->addRow(tr("Format:"), m_format);
    m_oneFile = new QCheckBox(tr("Every label in one file (PLY and VTP keep each triangle's label)"), outputBox);
    m_oneFile->setObjectName("surfaceOneFile");
    outputForm->addRow(m_oneFile);
    auto* outputRow = new QHBoxLayout;
    m_output = new QLineEdit(suggestedOutput, outputBox);
    m_output->setObjectName("surfaceOutput");
    auto* browse = new QPushButton(tr("Browse..."), outputBox);
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    outputForm->addRow(tr("Folder or file:"), outputRow);
    layout->addWidget(outputBox);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName("surfaceProgress");
    m_progress->setVisible(false);
    layout->addWidget(m_progress);
    m_report = new QTableWidget(0, 6, this);
    m_report->setObjectName("surfaceReport");
    m_report->setHorizontalHeaderLabels(
        {tr("Label"), tr("Triangles"), tr("Area (mm²)"), tr("Volume (ml)"), tr("Closed"), tr("File")});
    m_report->horizontalHeader()->setStretchLastSection(true);
    m_report->verticalHeader()->setVisible(false);
    m_report->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_report, 1);
    m_status = new QLabel(this);
    m_status->setObjectName("surfaceStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_preview = buttons->addButton(tr("Preview in 3D View"), QDialogButtonBox::ActionRole);
    m_preview->setObjectName("surfacePreview");
    m_export = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_export->setObjectName("surfaceExport");
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &SurfaceExportDialog::chooseOutput);
    connect(m_export, &QPushButton::clicked, this, &SurfaceExportDialog::startExport);
    connect(m_preview, &QPushButton::clicked, this, &SurfaceExportDialog::startPreview);
    connect(&m_previewWatcher, &QFutureWatcher<Preview>::finished, this, [this] {
        m_previewing = false;
        m_preview->setEnabled(true);
        const Preview preview = m_previewWatcher.result();
        if (!preview.error.isEmpty()) {
            m_status->setText(tr("No preview: %1").arg(preview.error));
            return;
        }
        m_status->setText(m_snapshotFile.isEmpty()
                              ? tr("The 3D view shows %n surface(s) as they will be exported.", nullptr,
                                   static_cast<int>(preview.meshes.size()))
                              : tr("The 3D view shows %n surface(s) of the overview; Export makes them from the full "
                                   "resolution map.",
                                   nullptr, static_cast<int>(preview.meshes.size())));
        Q_EMIT previewReady(preview.meshes);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_smooth, &QCheckBox::toggled, this, &SurfaceExportDialog::updateEnabled);
    connect(m_oneFile, &QCheckBox::toggled, this, [this](bool one) {
        const QString path = m_output->text();
        m_output->setText(one ? withExtension(path, m_format->currentIndex())
                              : QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName()));
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, [this](int format) {
        if (m_oneFile->isChecked())
            m_output->setText(withExtension(m_output->text(), format));
    });
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, [this] { showResult(m_watcher.result()); });
    updateEnabled();
}

SurfaceExportDialog::~SurfaceExportDialog()
{
    m_closing = true;
    m_watcher.waitForFinished();  // the worker holds copies, but the watcher must not outlive its future's result
    m_previewWatcher.waitForFinished();
}

QString SurfaceExportDialog::status() const { return m_status->text(); }

void SurfaceExportDialog::exportFromSnapshot(std::unique_ptr<QTemporaryDir> folder, const QString& file)
{
    m_snapshotFolder = std::move(folder);
    m_snapshotFile = file;
}

void SurfaceExportDialog::startPreview()
{
    if (m_previewing)
        return;
    const application::SurfaceExportRequest request = this->request();
    if (request.labels.empty()) {
        m_status->setText(tr("Choose at least one label."));
        return;
    }
    m_previewing = true;
    m_preview->setEnabled(false);
    m_status->setText(tr("Making %n surface(s) for the 3D view...", nullptr, static_cast<int>(request.labels.size())));
    m_previewWatcher.setFuture(QtConcurrent::run([labels = m_labels, request, closing = &m_closing]() {
        Preview preview;
        try {
            // The view draws the layer in display order: the surfaces are made on that grid.
            preview.meshes = application::previewSurfaces(surface::VtkSurfaceMesher(), widgets::toDisplayOrder(labels).volume,
                                                         request, closing);
        } catch (const std::exception& error) {
            preview.error = QString::fromStdString(error.what());
        }
        return preview;
    }));
}

application::SurfaceExportRequest SurfaceExportDialog::request() const
{
    application::SurfaceExportRequest request;
    request.labelFile = m_layerName.toStdString();  // names the map in errors
    request.output = m_output->text().toStdString();
    request.format = static_cast<surface::SurfaceFormat>(m_format->currentIndex());
    for (int row = 0; row < m_labelList->count(); ++row)
        if (m_labelList->item(row)->checkState() == Qt::Checked)
            request.labels.push_back(m_labelList->item(row)->data(Qt::UserRole).toLongLong());
    request.options.smooth = m_smooth->isChecked();
    request.options.passBand = m_passBand->value();
    request.options.smoothingIterations = m_iterations->value();
    request.options.keepFraction = m_keepPercent->value() / 100.0;
    request.options.largestComponentOnly = m_largestOnly->isChecked();
    request.options.coordinates =
        m_coordinates->currentIndex() == 1 ? surface::SurfaceCoordinates::Ras : surface::SurfaceCoordinates::Lps;
    return request;
}

void SurfaceExportDialog::setOutput(const QString& path) { m_output->setText(path); }

bool SurfaceExportDialog::running() const { return m_running; }

QString SurfaceExportDialog::outcome() const { return m_outcome; }

void SurfaceExportDialog::startExport()
{
    if (running())
        return;
    application::SurfaceExportRequest request = this->request();
    if (request.labels.empty()) {
        m_status->setText(tr("Choose at least one label."));
        return;
    }
    if (request.output.empty()) {
        m_status->setText(tr("Choose a folder, or a file for every label in one file."));
        return;
    }
    if (m_oneFile->isChecked())
        request.output = withExtension(QString::fromStdString(request.output), m_format->currentIndex()).toStdString();
    m_report->setRowCount(0);
    m_progress->setRange(0, static_cast<int>(request.labels.size()));
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_status->setText(tr("Making %n surface(s)...", nullptr, static_cast<int>(request.labels.size())));
    m_export->setEnabled(false);
    m_running = true;
    QPointer<QProgressBar> bar = m_progress;
    // A snapshot is read slab by slab first ("rows"), then meshed ("mesh"): each stage fills the bar.
    const ProgressCallback progress = [bar](const ProgressEvent& event) {
        QMetaObject::invokeMethod(qApp, [bar, done = event.done, total = event.total] {
            if (bar) {
                bar->setMaximum(total);
                bar->setValue(done);
            }
        });
    };
    // The worker owns copies of the map (or the snapshot's path, which
    // outlives it: the destructor waits), names and request.
    m_watcher.setFuture(QtConcurrent::run(
        [labels = m_labels, names = m_names, request, progress, snapshot = m_snapshotFile, layer = m_layerName]() {
            Result result;
            try {
                const surface::VtkSurfaceMesher mesher;
                if (snapshot.isEmpty()) {
                    result.report = application::exportSurfacesOfMap(mesher, labels, names, request, progress);
                } else {
                    application::SurfaceExportRequest fromFile = request;
                    fromFile.labelFile = snapshot.toStdString();
                    fromFile.names = names;
                    result.report = application::exportSurfaces(mesher, fromFile, progress);
                }
            } catch (const std::exception& error) {
                // Errors name the layer, not the file of its copy.
                result.error = QString::fromStdString(error.what());
                if (!snapshot.isEmpty())
                    result.error.replace(snapshot, layer);
            }
            return result;
        }));
}

void SurfaceExportDialog::chooseOutput()
{
    const QString current = m_output->text();
    const QString chosen =
        m_oneFile->isChecked()
            ? QFileDialog::getSaveFileName(this, tr("Export Surfaces To File"), current,
                                           tr("Meshes (*.stl *.obj *.ply *.vtp)"))
            : QFileDialog::getExistingDirectory(this, tr("Export Surfaces To Folder"), current);
    if (!chosen.isEmpty())
        m_output->setText(chosen);
}

void SurfaceExportDialog::updateEnabled()
{
    m_passBand->setEnabled(m_smooth->isChecked());
    m_iterations->setEnabled(m_smooth->isChecked());
}

void SurfaceExportDialog::showResult(const Result& result)
{
    m_running = false;
    m_export->setEnabled(true);
    m_progress->setVisible(false);
    if (!result.error.isEmpty()) {
        m_outcome = result.error;
        m_status->setText(tr("Not exported: %1").arg(result.error));
        Q_EMIT finished(false);
        return;
    }
    const application::SurfaceExportReport& report = result.report;
    m_report->setRowCount(static_cast<int>(report.surfaces.size()));
    for (std::size_t row = 0; row < report.surfaces.size(); ++row) {
        const surface::SurfaceSummary& s = report.surfaces[row];
        const auto name = report.names.find(s.label);
        const bool named = name != report.names.end() && !name->second.empty();
        const QString file = QString::fromStdString(report.files.size() == report.surfaces.size() ? report.files[row]
                                                                                                  : report.files.front());
        const QString cells[] = {!named ? QString::number(s.label)
                                                            : QString("%1 %2").arg(s.label).arg(QString::fromStdString(name->second)),
                                 QString::number(s.triangles), QString::number(s.areaMm2, 'f', 1),
                                 QString::number(s.volumeMm3 / 1000.0, 'f', 3), s.closed ? tr("yes") : tr("no"),
                                 QFileInfo(file).fileName()};
        for (int column = 0; column < 6; ++column)
            m_report->setItem(static_cast<int>(row), column, new QTableWidgetItem(cells[column]));
    }
    m_report->resizeColumnsToContents();
    QStringList files;
    for (const std::string& file : report.files)
        files << QString::fromStdString(file);
    m_outcome = files.join('\n');
    m_status->setText(tr("Wrote %n file(s) in %1 s: %2", nullptr, static_cast<int>(files.size()))
                          .arg(report.meshSeconds + report.writeSeconds, 0, 'f', 1)
                          .arg(QFileInfo(files.front()).absolutePath()));
    Q_EMIT finished(true);
}

}  // namespace segstudio::app
