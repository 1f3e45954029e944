#include "finishing/MaskScanDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <limits>

#include "application/finishing/SegmentOperationFiles.h"

namespace segstudio::app {

MaskScanDialog::MaskScanDialog(Volume scan, const QString& scanFile, Volume labels, const QString& labelFile,
                               const std::map<int64_t, std::string>& names, double fillValue,
                               const QString& suggestedOutput, QWidget* parent)
    : QDialog(parent), m_scan(std::move(scan)), m_labels(std::move(labels)), m_scanFile(scanFile), m_labelFile(labelFile)
{
    setObjectName("maskScanDialog");
    setWindowTitle(tr("Save Scan Masked by Label"));
    auto* form = new QFormLayout;
    m_label = new QComboBox(this);
    m_label->setObjectName("maskLabel");
    for (const auto& [value, name] : names)
        m_label->addItem(name.empty() ? QString::number(value) : QString("%1 %2").arg(value).arg(QString::fromStdString(name)),
                         static_cast<qlonglong>(value));
    form->addRow(tr("Label:"), m_label);
    m_outside = new QRadioButton(tr("Outside the label (keep the label's voxels)"), this);
    m_outside->setObjectName("maskOutside");
    m_outside->setChecked(true);
    m_inside = new QRadioButton(tr("Inside the label (remove the label's voxels)"), this);
    m_inside->setObjectName("maskInside");
    auto* where = new QVBoxLayout;
    where->addWidget(m_outside);
    where->addWidget(m_inside);
    form->addRow(tr("Fill:"), where);
    m_fill = new QDoubleSpinBox(this);
    m_fill->setObjectName("maskFillValue");
    m_fill->setRange(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    m_fill->setDecimals(2);
    m_fill->setValue(fillValue);
    m_fill->setToolTip(tr("Clamped to the scan's voxel type."));
    form->addRow(tr("Fill value:"), m_fill);
    m_output = new QLineEdit(suggestedOutput, this);
    m_output->setObjectName("maskOutput");
    auto* browse = new QPushButton(tr("Browse..."), this);
    auto* outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    form->addRow(tr("New scan file:"), outputRow);
    m_status = new QLabel(tr("The open scan and label map are not changed."), this);
    m_status->setObjectName("maskStatus");
    m_status->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName("maskSave");
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &MaskScanDialog::chooseOutput);
    connect(m_save, &QPushButton::clicked, this, &MaskScanDialog::startSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_watcher, &QFutureWatcher<QString>::finished, this, [this] {
        m_running = false;
        m_save->setEnabled(true);
        const QString error = m_watcher.result();
        const QString output = m_output->text();
        m_status->setText(error.isEmpty() ? tr("Saved the masked scan: %1").arg(output) : tr("Not saved: %1").arg(error));
        Q_EMIT saved(error.isEmpty(), error.isEmpty() ? output : error);
    });
}

MaskScanDialog::~MaskScanDialog() { m_watcher.waitForFinished(); }

void MaskScanDialog::setLabel(int64_t label)
{
    if (const int index = m_label->findData(static_cast<qlonglong>(label)); index >= 0)
        m_label->setCurrentIndex(index);
}

void MaskScanDialog::setFillOutside(bool outside) { (outside ? m_outside : m_inside)->setChecked(true); }

void MaskScanDialog::setFillValue(double value) { m_fill->setValue(value); }

void MaskScanDialog::setOutput(const QString& path) { m_output->setText(path); }

QString MaskScanDialog::status() const { return m_status->text(); }

void MaskScanDialog::chooseOutput()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Save Masked Scan"), m_output->text(),
                                                        tr("Scans (*.nii.gz *.nii *.nrrd *.mha)"));
    if (!chosen.isEmpty())
        m_output->setText(chosen);
}

void MaskScanDialog::startSave()
{
    if (m_running)
        return;
    if (m_label->count() == 0) {
        m_status->setText(tr("Not saved: the label map holds no label."));
        Q_EMIT saved(false, m_status->text());
        return;
    }
    application::MaskScanRequest request;
    request.scanFile = m_scanFile.toStdString();
    request.labelFile = m_labelFile.toStdString();
    request.label = m_label->currentData().toLongLong();
    request.fillOutside = m_outside->isChecked();
    request.fillValue = m_fill->value();
    request.outputFile = m_output->text().trimmed().toStdString();
    m_running = true;
    m_save->setEnabled(false);
    m_status->setText(tr("Saving the masked scan..."));
    // The worker owns copies of the scan and the map.
    m_watcher.setFuture(QtConcurrent::run([scan = m_scan, labels = m_labels, request]() -> QString {
        try {
            application::saveMaskedScan(scan, labels, request);
        } catch (const std::exception& error) {
            return QString::fromStdString(error.what());
        }
        return {};
    }));
}

}  // namespace segstudio::app
