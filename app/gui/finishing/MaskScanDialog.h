#pragma once
// File > Save Scan Masked by Label…: the open scan with every voxel outside
// (or inside) one label of a label layer set to a fill value, in every
// channel, written as a new scan file (application::saveMaskedScan, as
// `segstudio-cli edit --operation mask` does). The source scan and label
// map are never written: choosing either as the output is refused. The
// scan and the layer are copied when the dialog opens, and the file is
// written on a worker thread. GUI thread only.
#include <QDialog>
#include <QFutureWatcher>
#include <QString>

#include <cstdint>
#include <map>
#include <string>

#include "common/image/Volume.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace segstudio::app {

class MaskScanDialog : public QDialog {
    Q_OBJECT
public:
    // `scan` and `labels` in stored order, on one grid; `names`: every label
    // the map holds (0 excluded), named or with an empty name; `fillValue`:
    // the suggested fill (the scan's lowest value: "air" on a CT).
    MaskScanDialog(Volume scan, const QString& scanFile, Volume labels, const QString& labelFile,
                   const std::map<int64_t, std::string>& names, double fillValue, const QString& suggestedOutput,
                   QWidget* parent);
    ~MaskScanDialog() override;

    void setLabel(int64_t label);
    void setFillOutside(bool outside);
    void setFillValue(double value);
    void setOutput(const QString& path);
    // Writes the masked scan on a worker thread; saved(ok, ...) follows.
    void startSave();
    bool running() const { return m_running; }
    QString status() const;

Q_SIGNALS:
    // ok: `fileOrError` is the file written; else why nothing was written.
    void saved(bool ok, const QString& fileOrError);

private:
    void chooseOutput();

    Volume m_scan, m_labels;
    QString m_scanFile, m_labelFile;
    QComboBox* m_label = nullptr;  // data: label value
    QRadioButton* m_outside = nullptr;
    QRadioButton* m_inside = nullptr;
    QDoubleSpinBox* m_fill = nullptr;
    QLineEdit* m_output = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_save = nullptr;
    QFutureWatcher<QString> m_watcher;  // the error, empty when written
    bool m_running = false;
};

}  // namespace segstudio::app
