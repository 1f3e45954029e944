#include "pacs/PacsWorkspace.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QDockWidget>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include "dicom/DicomWorkspace.h"
#include "MainWindow.h"
#include "labeledit/LabelEditWorkspace.h"
#include "pacs/PacsNodes.h"
#include "WindowPlacement.h"
#include "application/pacs/PacsExchange.h"
#include "io/dicom/DicomSegmentation.h"
#include "widgets/labeledit/LabelEditController.h"

namespace segstudio::app {

namespace {

QTableWidget* makeTable(QWidget* parent, const char* name)
{
    auto* table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setMinimumHeight(90);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& cells, const QString& uid)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c == 0)
            item->setData(Qt::UserRole, uid);
        table->setItem(row, c, item);
    }
}

QString selectedUid(const QTableWidget* table)
{
    const auto rows = table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : table->item(rows.first().row(), 0)->data(Qt::UserRole).toString();
}

QString countText(int count)
{
    return count < 0 ? QStringLiteral("?") : QString::number(count);
}

// "20261120" as 2026-11-20; other text as it came.
QString dateText(const std::string& date)
{
    const QString text = QString::fromStdString(date);
    return text.size() == 8 ? text.left(4) + "-" + text.mid(4, 2) + "-" + text.right(2) : text;
}

}  // namespace

PacsWorkspace::PacsWorkspace(MainWindow* window)
    : QObject(window), m_window(window), m_dock(new QDockWidget(window))
{
    m_dock->setObjectName("pacsDock");
    auto* content = new QWidget(m_dock);
    auto* layout = new QVBoxLayout(content);
    auto* form = new QFormLayout;
    m_node = new QComboBox(content);
    m_node->setObjectName("pacsNode");
    m_node->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_configureNodes = new QPushButton(content);
    m_configureNodes->setObjectName("pacsConfigureNodes");
    m_echo = new QPushButton(content);
    auto* nodeButtons = new QHBoxLayout;
    nodeButtons->addStretch(1);
    nodeButtons->addWidget(m_echo);
    nodeButtons->addWidget(m_configureNodes);
    m_nodeLabel = new QLabel(content);
    form->addRow(m_nodeLabel, m_node);
    form->addRow(QString(), nodeButtons);
    layout->addLayout(form);

    m_searchLabel = new QLabel(content);
    m_searchLabel->setWordWrap(true);
    layout->addWidget(m_searchLabel);
    auto* search = new QFormLayout;
    for (QLineEdit** field : {&m_patientName, &m_patientId, &m_date, &m_modality, &m_accession}) {
        *field = new QLineEdit(content);
        search->addRow(QString(), *field);
    }
    m_patientName->setObjectName("pacsPatientName");
    m_date->setPlaceholderText("20260101-20261231");
    layout->addLayout(search);
    m_find = new QPushButton(content);
    m_find->setObjectName("pacsFind");
    layout->addWidget(m_find);
    m_studies = makeTable(content, "pacsStudies");
    m_studies->setColumnCount(6);
    layout->addWidget(m_studies, 2);
    m_series = makeTable(content, "pacsSeries");
    m_series->setColumnCount(4);
    layout->addWidget(m_series, 1);
    auto* actions = new QVBoxLayout;
    m_retrieve = new QPushButton(content);
    m_retrieve->setObjectName("pacsRetrieve");
    m_retrieveStudy = new QPushButton(content);
    m_retrieveStudy->setObjectName("pacsRetrieveStudy");
    m_send = new QPushButton(content);
    m_send->setObjectName("pacsSend");
    actions->addWidget(m_retrieve);
    actions->addWidget(m_retrieveStudy);
    actions->addWidget(m_send);
    layout->addLayout(actions);
    auto* progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(content);
    m_cancel = new QPushButton(content);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    layout->addLayout(progressRow);
    m_status = new QLabel(content);
    m_status->setObjectName("pacsStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long path must not widen the dock: it is cut, and whole in the tooltip.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_status);
    m_progress->hide();
    m_cancel->hide();
    m_dock->setWidget(scrollableDockContent(content));

    reloadNodes();
    connect(m_node, &QComboBox::currentTextChanged, this, [](const QString& name) {
        if (!name.isEmpty())
            setCurrentPacsNodeName(name);
    });
    connect(m_configureNodes, &QPushButton::clicked, m_window, &MainWindow::showPacsNodePreferences);
    connect(m_echo, &QPushButton::clicked, this, [this] {
        const std::optional<io::pacs::PacsNode> node = chosenNode();
        if (!node)
            return;
        const QString address = QString::fromStdString(node->address());
        start(tr("Checking %1...").arg(address), [node = *node] { io::pacs::echo(node); },
              [this, address] { showStatus(tr("%1 answers.").arg(address)); });
    });
    connect(m_find, &QPushButton::clicked, this, &PacsWorkspace::findStudies);
    connect(m_studies, &QTableWidget::itemSelectionChanged, this, &PacsWorkspace::listSeriesOfSelectedStudy);
    connect(m_retrieve, &QPushButton::clicked, this, &PacsWorkspace::retrieveSelectedSeries);
    connect(m_retrieveStudy, &QPushButton::clicked, this, &PacsWorkspace::retrieveSelectedStudy);
    connect(m_send, &QPushButton::clicked, this, [this] {
        sendLabelMap(m_window->labelEditing()->layerToSave());
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_cancelRequested)
            m_cancelRequested->store(true);
    });
    retranslate();
}

PacsWorkspace::~PacsWorkspace()
{
    // A worker still talking to the node is told to stop; it owns its state.
    if (m_cancelRequested)
        m_cancelRequested->store(true);
}

void PacsWorkspace::retranslate()
{
    m_dock->setWindowTitle(tr("PACS"));
    m_nodeLabel->setText(tr("Node:"));
    m_node->setToolTip(tr("The PACS nodes configured in Preferences. SegStudio sends to the chosen node only."));
    m_configureNodes->setText(tr("Nodes..."));
    m_configureNodes->setToolTip(tr("Add, change or remove PACS nodes (Preferences)."));
    m_echo->setText(tr("Test"));
    m_searchLabel->setText(tr("Find studies (* and ? match any characters):"));
    m_patientName->setPlaceholderText(tr("Patient name"));
    m_patientId->setPlaceholderText(tr("Patient ID"));
    m_date->setToolTip(tr("Study date YYYYMMDD, or a range YYYYMMDD-YYYYMMDD"));
    m_modality->setPlaceholderText(tr("Modality (CT, MR, SEG, ...)"));
    m_accession->setPlaceholderText(tr("Accession number"));
    m_find->setText(tr("Find"));
    m_studies->setHorizontalHeaderLabels(
        {tr("Date"), tr("Patient"), tr("Patient ID"), tr("Modalities"), tr("Description"), tr("Instances")});
    m_series->setHorizontalHeaderLabels({tr("No."), tr("Modality"), tr("Instances"), tr("Description")});
    m_retrieve->setText(tr("Retrieve and Open"));
    m_retrieveStudy->setText(tr("Retrieve Study and Open"));
    m_retrieveStudy->setToolTip(tr("Retrieves every series of the study and opens its largest image series; its SEG "
                                   "and RTSTRUCT series then open at once with Retrieve and Open."));
    m_send->setText(tr("Send Label Map as DICOM SEG"));
    m_send->setToolTip(tr("Exports the label map being edited as a DICOM SEG on the open series and sends it to the node."));
    m_cancel->setText(tr("Cancel"));
}

void PacsWorkspace::showStatus(const QString& text)
{
    m_status->setText(text);
    m_status->setToolTip(text);
}

void PacsWorkspace::reloadNodes()
{
    const QString chosen = m_node->count() > 0 ? m_node->currentText() : currentPacsNodeName();
    const QSignalBlocker quiet(m_node);
    m_node->clear();
    for (const ConfiguredPacsNode& node : loadPacsNodes()) {
        m_node->addItem(node.name);
        m_node->setItemData(m_node->count() - 1, node.address, Qt::ToolTipRole);
    }
    m_node->setCurrentIndex(std::max(0, m_node->findText(chosen)));
    if (m_node->count() == 0)  // say at once how to get one, not only when an operation fails
        showStatus(noNodeText());
}

QString PacsWorkspace::noNodeText() const
{
    return tr("No PACS node is configured: add one in Preferences, PACS Nodes (the Nodes... button).");
}

std::optional<io::pacs::PacsNode> PacsWorkspace::chosenNode()
{
    const QList<ConfiguredPacsNode> nodes = loadPacsNodes();
    const auto node = std::find_if(nodes.begin(), nodes.end(),
                                   [this](const ConfiguredPacsNode& n) { return n.name == m_node->currentText(); });
    try {
        if (node == nodes.end())
            throw std::runtime_error(noNodeText().toStdString());
        return toPacsNode(*node);
    } catch (const std::exception& error) {
        showStatus(QString::fromStdString(error.what()));
        Q_EMIT operationFailed(m_status->text());
        return std::nullopt;
    }
}

bool PacsWorkspace::start(const QString& what, std::function<void()> work, std::function<void()> done)
{
    if (m_busy)
        return false;
    m_busy = true;
    for (QPushButton* button : {m_echo, m_find, m_retrieve, m_retrieveStudy, m_send})
        button->setEnabled(false);
    showStatus(what);
    auto error = std::make_shared<QString>();
    QThread* thread = QThread::create([work = std::move(work), error] {
        try {
            work();
        } catch (const std::exception& e) {
            *error = QString::fromStdString(e.what());
        }
    });
    connect(thread, &QThread::finished, this, [this, thread, error, done = std::move(done)] {
        thread->deleteLater();
        finish();
        if (error->isEmpty()) {
            done();
        } else {
            showStatus(*error);
            Q_EMIT operationFailed(*error);
        }
    });
    thread->start();
    return true;
}

void PacsWorkspace::finish()
{
    m_busy = false;
    m_cancelRequested.reset();
    m_progress->hide();
    m_cancel->hide();
    for (QPushButton* button : {m_echo, m_find, m_retrieve, m_retrieveStudy, m_send})
        button->setEnabled(true);
}

bool PacsWorkspace::findStudies()
{
    if (m_busy)
        return false;
    const std::optional<io::pacs::PacsNode> node = chosenNode();
    if (!node)
        return false;
    io::pacs::StudyQuery query;
    query.patientName = m_patientName->text().trimmed().toStdString();
    query.patientId = m_patientId->text().trimmed().toStdString();
    query.studyDate = m_date->text().trimmed().toStdString();
    query.modality = m_modality->text().trimmed().toStdString();
    query.accessionNumber = m_accession->text().trimmed().toStdString();
    auto studies = std::make_shared<std::vector<io::pacs::StudyRecord>>();
    return start(
        tr("Searching %1...").arg(QString::fromStdString(node->address())), [node = *node, query, studies] { *studies = io::pacs::findStudies(node, query); },
        [this, studies] {
            m_series->setRowCount(0);
            m_studies->setRowCount(static_cast<int>(studies->size()));
            for (int row = 0; row < static_cast<int>(studies->size()); ++row) {
                const auto& s = (*studies)[static_cast<std::size_t>(row)];
                setRow(m_studies, row,
                       {dateText(s.studyDate), QString::fromStdString(s.patientName).replace('^', ' '),
                        QString::fromStdString(s.patientId), QString::fromStdString(s.modalities).replace('\\', ' '),
                        QString::fromStdString(s.studyDescription), countText(s.instanceCount)},
                       QString::fromStdString(s.studyInstanceUid));
            }
            m_studies->resizeColumnsToContents();
            showStatus(tr("%n stud(ies) found.", nullptr, static_cast<int>(studies->size())));
            Q_EMIT studiesFound(static_cast<int>(studies->size()));
        });
}

void PacsWorkspace::listSeriesOfSelectedStudy()
{
    const QString study = selectedUid(m_studies);
    if (study.isEmpty() || m_busy)
        return;
    const std::optional<io::pacs::PacsNode> node = chosenNode();
    if (!node)
        return;
    auto series = std::make_shared<std::vector<io::pacs::SeriesRecord>>();
    start(tr("Listing the series of the study..."),
          [node = *node, study, series] { *series = io::pacs::findSeries(node, study.toStdString()); },
          [this, series] {
              m_series->setRowCount(static_cast<int>(series->size()));
              for (int row = 0; row < static_cast<int>(series->size()); ++row) {
                  const auto& s = (*series)[static_cast<std::size_t>(row)];
                  setRow(m_series, row,
                         {QString::fromStdString(s.seriesNumber), QString::fromStdString(s.modality),
                          countText(s.instanceCount), QString::fromStdString(s.seriesDescription)},
                         QString::fromStdString(s.seriesInstanceUid));
                  m_series->item(row, 1)->setData(Qt::UserRole, QString::fromStdString(s.modality));
              }
              m_series->resizeColumnsToContents();
              if (!series->empty())
                  m_series->selectRow(0);
              showStatus(tr("%n series in the study.", nullptr, static_cast<int>(series->size())));
              Q_EMIT seriesFound(static_cast<int>(series->size()));
          });
}

QString PacsWorkspace::storageFolder(const QString& studyUid, const QString& seriesUid, const QString& title) const
{
    // "3 MR T1 axial (…95323)": the scan's name in the workbench; the end of
    // the Series Instance UID keeps two series of one title apart.
    QString name;
    for (const QChar c : title.left(48))
        name += c.isLetterOrNumber() || c == ' ' || c == '-' || c == '_' ? c : QChar('_');
    name = name.simplified() + " (" + seriesUid.right(6) + ")";
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/pacs/" + studyUid + "/" + name;
}

PacsWorkspace::ListedSeries PacsWorkspace::listedSeries(const QString& studyUid, int row) const
{
    ListedSeries series;
    series.uid = m_series->item(row, 0)->data(Qt::UserRole).toString();
    series.modality = m_series->item(row, 1)->data(Qt::UserRole).toString();
    series.instances = m_series->item(row, 2)->text().toInt();
    const QString title = m_series->item(row, 0)->text() + " " + series.modality + " " + m_series->item(row, 3)->text();
    series.folder = storageFolder(studyUid, series.uid, title);
    return series;
}

std::optional<io::pacs::PacsNode> PacsWorkspace::nodeForRetrieve(bool ready, const QString& notReady)
{
    if (!ready) {
        showStatus(notReady);
        return std::nullopt;
    }
    return m_busy ? std::nullopt : chosenNode();
}

bool PacsWorkspace::startTransfer(const QString& what, const std::shared_ptr<std::atomic<bool>>& cancel,
                                  std::function<void()> work, std::function<void()> done)
{
    if (!start(what, std::move(work), std::move(done)))
        return false;
    m_cancelRequested = cancel;
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    return true;
}

io::pacs::TransferObserver PacsWorkspace::progressObserver(const std::shared_ptr<std::atomic<bool>>& cancel,
                                                           std::function<int(int done, int remaining)> total,
                                                           std::function<int(int done)> shown) const
{
    QProgressBar* progress = m_progress;
    return [cancel, progress, total = std::move(total), shown = std::move(shown)](int done, int remaining) {
        QMetaObject::invokeMethod(progress, [progress, value = shown(done), maximum = total(done, remaining)] {
            progress->setRange(0, maximum);
            progress->setValue(value);
        }, Qt::QueuedConnection);
        return !cancel->load();
    };
}

bool PacsWorkspace::retrieveSelectedSeries()
{
    const QString study = selectedUid(m_studies);
    const std::optional<io::pacs::PacsNode> node =
        nodeForRetrieve(!study.isEmpty() && !selectedUid(m_series).isEmpty(), tr("Choose a study and one of its series first."));
    if (!node)
        return false;
    const ListedSeries series = listedSeries(study, m_series->selectionModel()->selectedRows().first().row());
    const QString folder = series.folder;
    // A series object (SEG, RTSTRUCT) opens on the series already open.
    auto open = [this, modality = series.modality](const QString& seriesFolder) {
        if (modality == "SEG" || modality == "RTSTRUCT") {
            const QStringList files = QDir(seriesFolder).entryList({"*.dcm"}, QDir::Files);
            if (!files.isEmpty())
                m_window->dicom()->importFile(seriesFolder + "/" + files.first());
        } else {
            m_window->openScan(seriesFolder);
        }
        Q_EMIT seriesRetrieved(seriesFolder);
    };
    if (QFileInfo(folder).isDir()) {  // complete: a partial retrieve never gets this name
        showStatus(tr("Opening the copy retrieved earlier: %1").arg(folder));
        open(folder);
        return true;
    }
    QDir().mkpath(QFileInfo(folder).absolutePath());
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    const io::pacs::TransferObserver observer = progressObserver(
        cancel, [](int done, int remaining) { return remaining < 0 ? 0 : done + remaining; }, [](int done) { return done; });
    return startTransfer(
        tr("Retrieving the series..."), cancel,
        [node = *node, study, uid = series.uid, folder, observer] {
            application::retrieveSeries(node, study.toStdString(), uid.toStdString(), folder.toStdString(), observer);
        },
        [this, folder, open] {
            showStatus(tr("Retrieved into %1").arg(folder));
            open(folder);
        });
}

bool PacsWorkspace::retrieveSelectedStudy()
{
    const QString study = selectedUid(m_studies);
    const std::optional<io::pacs::PacsNode> node = nodeForRetrieve(
        !study.isEmpty() && m_series->rowCount() > 0, tr("Choose a study and wait for its series to be listed first."));
    if (!node)
        return false;
    std::vector<ListedSeries> wanted;
    for (int row = 0; row < m_series->rowCount(); ++row)
        wanted.push_back(listedSeries(study, row));
    // The scan to open: the image series with the most instances.
    static const QStringList kObjects = {"SEG", "RTSTRUCT", "SR", "PR", "KO"};
    QString main;
    int most = -1;
    int promised = 0;
    for (const ListedSeries& w : wanted) {
        if (!kObjects.contains(w.modality) && w.instances > most) {
            most = w.instances;
            main = w.folder;
        }
        promised += QFileInfo(w.folder).isDir() ? 0 : w.instances;
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto before = std::make_shared<std::atomic<int>>(0);  // instances of the series finished so far
    const io::pacs::TransferObserver observer = progressObserver(
        cancel, [before, promised](int done, int) { return std::max(promised, *before + done); },
        [before](int done) { return *before + done; });
    return startTransfer(
        tr("Retrieving the study's %n series...", nullptr, static_cast<int>(wanted.size())), cancel,
        [node = *node, study, wanted, observer, before] {
            for (const ListedSeries& w : wanted) {
                if (QFileInfo(w.folder).isDir())  // complete: a partial retrieve never gets this name
                    continue;
                QDir().mkpath(QFileInfo(w.folder).absolutePath());
                *before += application::retrieveSeries(node, study.toStdString(), w.uid.toStdString(),
                                                       w.folder.toStdString(), observer, true)
                               .instanceCount;
            }
        },
        [this, main, count = static_cast<int>(wanted.size())] {
            if (main.isEmpty()) {
                showStatus(tr("Retrieved the study's %n series; none is an image series to open.", nullptr, count));
                return;
            }
            showStatus(tr("Retrieved the study's %n series; opening %1.", nullptr, count).arg(QFileInfo(main).fileName()));
            m_window->openScan(main);
            Q_EMIT seriesRetrieved(main);
        });
}

bool PacsWorkspace::sendLabelMap(int layer)
{
    if (m_busy)
        return false;
    const std::optional<io::pacs::PacsNode> node = chosenNode();
    if (!node)
        return false;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/pacs-outgoing";
    QDir().mkpath(folder);
    const auto& layers = m_window->scene().labelLayers();
    const bool modified = layer >= 0 && layer < static_cast<int>(layers.size()) && layers[static_cast<std::size_t>(layer)].modified;
    const QString file = folder + "/segmentation.dcm";
    if (!m_window->dicom()->exportLayer(layer, file,
                                        modified ? io::SegmentationMethod::SemiAutomatic : io::SegmentationMethod::Automatic))
        return false;
    auto stored = std::make_shared<int>(0);
    return start(
        tr("Sending the DICOM SEG to %1...").arg(QString::fromStdString(node->address())),
        [node = *node, file, stored] {
            try {
                *stored = application::sendToPacs(node, {file.toStdString()});
            } catch (...) {
                QFile::remove(file);
                throw;
            }
            QFile::remove(file);
        },
        [this, stored, address = QString::fromStdString(node->address())] {
            showStatus(tr("Sent the DICOM SEG to %1.").arg(address));
            Q_EMIT labelMapSent(*stored);
        });
}

}  // namespace segstudio::app
