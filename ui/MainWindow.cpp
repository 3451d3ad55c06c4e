#include "ui/MainWindow.h"

#include "ui/catalog/BillImportController.h"
#include "ui/catalog/CatalogCalibration.h"
#include "ui/catalog/CatalogEditorDialog.h"
#include "ui/catalog/CatalogOpener.h"
#include "ui/catalog/MeasurementImportController.h"
#include "ui/catalog/PriceImportController.h"
#include "ui/catalog/TeamCatalogConnectDialog.h"
#include "ui/charts/ChartArea.h"
#include "ui/commitment/CommitmentPanel.h"
#include "ui/compare/CompareView.h"
#include "ui/decisions/DecisionsDialog.h"
#include "ui/decisions/RecordDecisionDialog.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/InstalledData.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFileController.h"
#include "ui/help/FormulasDialog.h"
#include "ui/matrix/DecisionMatrixPanel.h"
#include "ui/options/OptionsPanel.h"
#include "ui/performance/PerformancePanel.h"
#include "ui/present/PresentationWindow.h"
#include "ui/profile/WorkloadProfilePanel.h"
#include "ui/render/report/DecisionReports.h"
#include "ui/report/ReportExporter.h"
#include "ui/results/OptionResultsModel.h"
#include "ui/scenario/PinnedPriceNotice.h"
#include "ui/scenario/RecommendationBanner.h"
#include "ui/scenario/ScenarioPanel.h"
#include "ui/search/FindOptionsController.h"
#include "ui/settings/ApplicationSettings.h"
#include "ui/spreadsheet/ResultsExporter.h"
#include "ui/stakeholders/StakeholdersPanel.h"
#include "ui/tour/WelcomePanel.h"
#include "ui/uncertainty/UncertaintyPanel.h"

#include "database/connection/CatalogDatabase.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

// The example scenarios live in this static library; referencing its resource
// initializer from a translation unit every user links keeps them in the final
// executable (a static library's rcc object would otherwise be dropped by the
// linker). Must be outside any namespace.
static void initAccelDecideResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace acceldecide::ui {

namespace {

// Status-bar messages stay this long; errors stay until the next message.
constexpr int kMessageTimeoutMs = 8000;

} // namespace

const QString MainWindow::kExampleScenarioPath =
    QStringLiteral(":/scenarios/seed004-trn3-vs-h200-inference.json");

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new ScenarioDocument(this)),
      m_controller(new EvaluationController(m_document, this)),
      m_files(new ScenarioFileController(this, m_document, m_controller, this)),
      m_resultsModel(new OptionResultsModel(this)),
      m_banner(new RecommendationBanner(m_controller, this)),
      m_scenarioPanel(new ScenarioPanel(m_document, this)),
      m_optionsPanel(new OptionsPanel(m_document, m_controller, this)),
      m_chartArea(new ChartArea(m_controller, this)),
      m_matrixPanel(new DecisionMatrixPanel(m_document, m_controller, this)),
      m_pinnedNotice(new PinnedPriceNotice(m_document, m_banner, this)),
      m_calibration(new CatalogCalibration(this)),
      m_catalogOpener(std::make_unique<CatalogOpener>(this))
{
    initAccelDecideResources();
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_controller->setMonteCarloSamples(ApplicationSettings::monteCarloSamples().get());

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_banner);
    layout->addWidget(m_chartArea, 1);
    setCentralWidget(central);

    auto *scenarioScroll = new QScrollArea(this);
    scenarioScroll->setWidget(m_scenarioPanel);
    scenarioScroll->setWidgetResizable(true);
    scenarioScroll->setFrameShape(QFrame::NoFrame);
    scenarioScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    addPanel(scenarioScroll, tr("Scenario"), QStringLiteral("scenarioDock"),
             Qt::LeftDockWidgetArea);

    QDockWidget *options = addPanel(m_optionsPanel, tr("Options"), QStringLiteral("optionsDock"),
                                    Qt::BottomDockWidgetArea);
    auto *resultsView = new QTableView(this);
    resultsView->setModel(m_resultsModel);
    resultsView->setAccessibleName(tr("Results per option"));
    resultsView->setAlternatingRowColors(true);
    resultsView->verticalHeader()->hide();
    // Sized when a scenario is opened (see OptionsPanel), not on every edit.
    resultsView->horizontalHeader()->setMaximumSectionSize(420);
    connect(m_document, &ScenarioDocument::changed, resultsView, [this, resultsView] {
        if (!m_document->isModified())
            resultsView->resizeColumnsToContents();
    });
    resultsView->horizontalHeader()->setStretchLastSection(true);
    // Held commitments and work after the horizon get columns only where a scenario has them.
    connect(m_resultsModel, &QAbstractItemModel::modelReset, resultsView, [this, resultsView] {
        for (int column = 0; column < OptionResultsModel::ColumnCount; ++column)
            resultsView->setColumnHidden(column, !m_resultsModel->columnApplies(column));
    });
    QDockWidget *results = addPanel(resultsView, tr("Results"), QStringLiteral("resultsDock"),
                                    Qt::BottomDockWidgetArea);
    tabifyDockWidget(options, results);
    // The matrix shares the bottom area with the tables, so the charts keep the width.
    QDockWidget *matrix = addPanel(m_matrixPanel, tr("Decision matrix"),
                                   QStringLiteral("matrixDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(results, matrix);
    // The stakeholders weigh the matrix's criteria: their tab sits next to it.
    auto *stakeholders = new StakeholdersPanel(m_document, m_controller, this);
    connect(stakeholders, &StakeholdersPanel::message, this, &MainWindow::showMessage);
    QDockWidget *stakeholdersDock =
        addPanel(stakeholders, tr("Stakeholders"), QStringLiteral("stakeholdersDock"),
                 Qt::BottomDockWidgetArea);
    tabifyDockWidget(matrix, stakeholdersDock);
    // The profile fills the matrix, so the two sit side by side as tabs.
    auto *profile = new WorkloadProfilePanel(m_document, m_controller, this);
    connect(profile, &WorkloadProfilePanel::message, this, &MainWindow::showMessage);
    QDockWidget *profileDock = addPanel(profile, tr("Workload profile"),
                                        QStringLiteral("profileDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(stakeholdersDock, profileDock);
    auto *uncertainty = new UncertaintyPanel(m_document, m_controller, this);
    connect(uncertainty, &UncertaintyPanel::message, this, &MainWindow::showMessage);
    QDockWidget *uncertaintyDock =
        addPanel(uncertainty, tr("Uncertainty"), QStringLiteral("uncertaintyDock"),
                 Qt::BottomDockWidgetArea);
    tabifyDockWidget(profileDock, uncertaintyDock);
    // The savings-plan panel chooses the option the savings-plan charts draw.
    auto *commitment = new CommitmentPanel(m_document, m_controller, this);
    connect(commitment, &CommitmentPanel::message, this, &MainWindow::showMessage);
    connect(commitment, &CommitmentPanel::optionChosen, m_chartArea,
            [this](const QString &id) { m_chartArea->setCommitmentOption(id.toStdString()); });
    m_chartArea->setCommitmentOption(commitment->optionId());
    QDockWidget *commitmentDock = addPanel(
        commitment, tr("Savings plan"), QStringLiteral("commitmentDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(uncertaintyDock, commitmentDock);
    auto *performance = new PerformancePanel(m_document, m_controller, this);
    connect(performance, &PerformancePanel::message, this, &MainWindow::showMessage);
    QDockWidget *performanceDock =
        addPanel(performance, tr("Performance"), QStringLiteral("performanceDock"),
                 Qt::BottomDockWidgetArea);
    tabifyDockWidget(commitmentDock, performanceDock);
    options->raise();
    resizeDocks({options}, {330}, Qt::Vertical);

    createMenus();
    // The first start: a few lines over the example, until dismissed for good.
    if (WelcomePanel::isDue()) {
        m_welcome = new WelcomePanel(m_welcomeActions, central);
        layout->insertWidget(0, m_welcome);
    }

    connect(m_controller, &EvaluationController::evaluated, this, [this] {
        m_resultsModel->setEvaluation(m_controller->evaluation());
        m_scenarioPanel->showModelSizeUse(m_controller->resolvedScenario());
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::editRejected, this, &MainWindow::showMessage);
    connect(m_document, &ScenarioDocument::adjusted, this, &MainWindow::showMessage);
    connect(m_files, &ScenarioFileController::message, this, &MainWindow::showMessage);
    connect(m_files, &ScenarioFileController::originChanged, this, &MainWindow::updateTitle);
    connect(m_optionsPanel, &OptionsPanel::message, this, &MainWindow::showMessage);
    // Calibrated off the window's thread: the estimates are evaluated again when it is done.
    connect(m_calibration, &CatalogCalibration::calibrated, this, [this](const QString &text) {
        m_controller->refresh();
        showMessage(text);
    });
    connect(m_calibration, &CatalogCalibration::failed, this, &MainWindow::showMessage);

    resize(1400, 900);
    restoreGeometry(ApplicationSettings::windowGeometry().get());
    restoreState(ApplicationSettings::windowState().get());

    const QStringList errors = loadScenarioFile(kExampleScenarioPath);
    if (!errors.isEmpty())
        showMessage(tr("The example scenario could not be shown: %1").arg(errors.constFirst()));
}

MainWindow::~MainWindow() = default;

QDockWidget *MainWindow::addPanel(QWidget *panel, const QString &title, const QString &objectName,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // saveState() needs names
    dock->setWidget(panel);
    addDockWidget(area, dock);
    return dock;
}

QString MainWindow::scenarioPath() const
{
    return m_files->origin();
}

QStringList MainWindow::loadScenarioFile(const QString &path)
{
    const QStringList problems = m_files->loadFile(path);
    if (problems.isEmpty()) {
        const QString source = path.startsWith(QLatin1String(":/"))
                                   ? tr("built-in example")
                                   : QDir::toNativeSeparators(path);
        showMessage(tr("Evaluated %1 options over %2 months (%3).")
                        .arg(m_document->scenario().options.size())
                        .arg(m_document->scenario().horizonMonths)
                        .arg(source));
    }
    return problems;
}

bool MainWindow::openScenarioFile(const QString &path)
{
    return m_files->openFile(path);
}

Expected<void, QString> MainWindow::loadCatalog(const QString &path)
{
    const QString file = path.isEmpty() ? db::CatalogDatabase::defaultPath() : path;
    auto opened = db::CatalogDatabase::open(file);
    if (!opened)
        return tr("The catalog %1 could not be opened: %2")
            .arg(QDir::toNativeSeparators(file), opened.error().toString());
    m_catalog = std::move(opened.value());
    m_databasePath = file;
    setCatalogEverywhere();
    return {};
}

void MainWindow::setCatalogEverywhere()
{
    db::CatalogDatabase *catalog = m_catalog.get();
    m_files->setCatalog(catalog);
    m_optionsPanel->setCatalog(catalog);
    m_chartArea->setCatalog(catalog);
    m_pinnedNotice->setCatalog(catalog);
    m_controller->setCatalog(catalog);
    m_calibration->calibrate(catalog);
    m_controller->refresh();
}

void MainWindow::openCatalog(const QString &path, const QString &password)
{
    CatalogOpener::Opened opened =
        m_catalogOpener->open(path.isEmpty() ? db::CatalogDatabase::defaultPath() : path, password);
    if (!opened.messages.isEmpty())
        QMessageBox::information(this, tr("Catalog"), opened.messages.join(QLatin1Char('\n')));
    if (!opened.catalog) {
        showMessage(tr("No catalog open."));
        return;
    }
    m_catalog = std::move(opened.catalog);
    m_databasePath = opened.path;
    setCatalogEverywhere();
    showMessage(m_catalog->isReadOnly()
                    ? tr("Catalog: %1 (read-only: changes cannot be saved to it)")
                          .arg(QDir::toNativeSeparators(m_databasePath))
                    : tr("Catalog: %1").arg(QDir::toNativeSeparators(m_databasePath)));
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt puts the modified marker.
    setWindowTitle(
        tr("%1[*] — %2").arg(m_files->displayName(), QApplication::applicationDisplayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showMessage(const QString &text)
{
    statusBar()->showMessage(QString(text).replace(QLatin1Char('\n'), QLatin1String("; ")),
                             kMessageTimeoutMs);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newScenario = file->addAction(tr("&New Scenario"), QKeySequence::New, m_files,
                                           &ScenarioFileController::newScenario);
    QAction *open = file->addAction(tr("&Open Scenario…"), QKeySequence::Open, m_files,
                                    &ScenarioFileController::openStoredDialog);
    open->setStatusTip(tr("Open a scenario saved in the catalog"));
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    connect(recent, &QMenu::aboutToShow, this,
            [this, recent] { m_files->populateRecentMenu(recent); });
    file->addAction(tr("&Import Scenario File…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                    m_files, &ScenarioFileController::openFileDialog);
    // Only an installed AccelDecide has its examples beside it (share/acceldecide).
    QAction *example =
        file->addAction(tr("Open E&xample…"), m_files, &ScenarioFileController::openExampleDialog);
    example->setVisible(!InstalledData::examplesDirectory().isEmpty());
    example->setStatusTip(tr("Open one of the seed articles' worked examples"));
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, m_files, &ScenarioFileController::save);
    // QKeySequence::SaveAs is empty on some platforms (and offscreen); the documented
    // shortcut is Ctrl+Shift+S.
    file->addAction(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), m_files,
                    &ScenarioFileController::saveAs);
    file->addAction(tr("&Duplicate…"), m_files, &ScenarioFileController::duplicate);
    file->addAction(tr("De&lete from Catalog…"), m_files, &ScenarioFileController::deleteCurrent);
    auto *reports = new ReportExporter(this, m_controller, m_chartArea);
    connect(reports, &ReportExporter::message, this, &MainWindow::showMessage);
    QAction *report = file->addAction(tr("Export &Report…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                                      reports, &ReportExporter::exportDialog);
    report->setStatusTip(tr("Write the PDF decision report of this scenario"));
    file->addAction(tr("&Export Scenario File…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                    m_files, &ScenarioFileController::exportDialog);
    QAction *results = file->addAction(tr("Export &Results…"), this, [this] {
        ResultsExporter::exportResults(this, *m_controller, *m_chartArea);
    });
    results->setStatusTip(tr("Write the inputs, key figures and monthly costs as XLSX or CSV"));
    file->addAction(tr("Export C&hart…"), this, [this] { m_chartArea->exportCurrentChart(); });
    file->addSeparator();
    QAction *decide = file->addAction(tr("Record &Decision…"), this, &MainWindow::recordDecision);
    decide->setStatusTip(tr("Keep the team's choice on this scenario, its figures and report"));
    file->addAction(tr("Decision&s…"), this, &MainWindow::openDecisions);
    file->addAction(tr("&Compare Scenarios…"), this, &MainWindow::openCompareView);
    file->addAction((new BillImportController(this, [this] { return m_catalog.get(); }))->action());
    file->addSeparator();
    file->addAction(tr("Connect to &Team Catalog…"), this, [this] {
        if (const auto request = TeamCatalogConnectDialog::ask(this))
            openCatalog(request->url, request->password);
    });
    file->addSeparator();
    // QKeySequence::Quit is empty on some platforms; the documented shortcut is
    // Ctrl+Q.
    QAction *quit =
        file->addAction(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z on every platform, plus the platform's own redo keys (Ctrl+Y on
    // Windows). The platform's list often holds Ctrl+Shift+Z already, and a key bound
    // twice is ambiguous: Qt then triggers neither binding.
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *scenario = menuBar()->addMenu(tr("&Scenario"));
    scenario->addAction((new FindOptionsController(this, m_document, m_controller, [this] {
                            return m_catalog.get();
                        }))->action());

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *presentAction =
        m_viewMenu->addAction(tr("&Present"), QKeySequence(Qt::Key_F5), this, &MainWindow::present);
    presentAction->setStatusTip(tr("Show the charts full-screen, one at a time"));
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu *catalog = menuBar()->addMenu(tr("&Catalog"));
    catalog->addAction(tr("&Edit Catalog…"), QKeySequence(Qt::CTRL | Qt::Key_K), this,
                       &MainWindow::openCatalogEditor);
    // Asks for the catalog at each import: another may have been opened since.
    auto *prices = new PriceImportController(this, [this] { return m_catalog.get(); });
    connect(prices, &PriceImportController::catalogChanged, this,
            &MainWindow::setCatalogEverywhere);
    QAction *importPrices =
        catalog->addAction(tr("&Import Prices…"), QKeySequence(Qt::CTRL | Qt::Key_I), prices,
                           &PriceImportController::importPrices);
    importPrices->setStatusTip(
        tr("Import an AWS price list, Savings Plans rates, a SkyPilot catalog or catalog CSV"));
    auto *measurements = new MeasurementImportController(this, [this] { return m_catalog.get(); });
    connect(measurements, &MeasurementImportController::catalogChanged, this,
            &MainWindow::setCatalogEverywhere);
    catalog->addAction(measurements->action());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *formulas = help->addAction(tr("&Formulas"), this, [this] {
        auto *dialog = new FormulasDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    formulas->setShortcut(QKeySequence::HelpContents);
    formulas->setStatusTip(tr("Every formula the engine uses, with a worked example"));
    m_welcomeActions = {example, newScenario, importPrices, formulas};
    QAction *about = help->addAction(tr("&About AccelDecide"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::present()
{
    auto *window = new PresentationWindow(m_chartArea, m_controller, m_chartArea->currentIndex());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->showFullScreen();
}

void MainWindow::openCatalogEditor()
{
    if (!m_catalog) {
        QMessageBox::information(this, tr("No catalog"), tr("No catalog is open."));
        return;
    }
    auto *dialog = new CatalogEditorDialog(m_catalog.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Catalog edits change resolved prices: re-evaluate, refresh pickers and
    // notices.
    connect(dialog, &CatalogEditorDialog::catalogChanged, this, &MainWindow::setCatalogEverywhere);
    dialog->show();
}

void MainWindow::openCompareView()
{
    if (!m_catalog) {
        QMessageBox::information(this, tr("No catalog"), tr("No catalog is open."));
        return;
    }
    auto *view = new CompareView(m_catalog.get(), this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
}

void MainWindow::recordDecision()
{
    if (!m_catalog) {
        QMessageBox::information(this, tr("No catalog"),
                                 tr("No catalog is open: decisions are recorded in the catalog."));
        return;
    }
    if (!m_controller->problems().isEmpty()) {
        QMessageBox::information(this, tr("Record Decision"),
                                 tr("The scenario cannot be evaluated, so there is nothing to "
                                    "decide on yet: %1")
                                     .arg(m_controller->problems().join(QLatin1Char(' '))));
        return;
    }
    std::vector<RecordDecisionDialog::OptionChoice> options;
    for (const Option &option : m_controller->resolvedScenario().options)
        options.push_back({option.id, option.label.empty() ? option.id : option.label});
    RecordDecisionDialog dialog(
        m_catalog.get(),
        DecisionReports::prepare(m_document->scenario(), m_chartArea->shownScenario()),
        std::move(options), this);
    if (dialog.exec() == QDialog::Accepted && dialog.recordedId())
        showMessage(tr("Recorded decision %1").arg(*dialog.recordedId()));
}

void MainWindow::openDecisions()
{
    auto *dialog = new DecisionsDialog(m_catalog.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    ApplicationSettings::windowGeometry().set(saveGeometry());
    ApplicationSettings::windowState().set(saveState());
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About AccelDecide"),
                       tr("<h3>AccelDecide %1</h3>"
                          "<p>Trainium or NVIDIA GPUs: total cost of ownership, "
                          "break-even and decision "
                          "support for ML training and inference.</p>"
                          "<p>Every figure comes from the scenario you open and "
                          "the catalog's sourced "
                          "prices; the hourly rate is not the bill.</p>")
                           .arg(QStringLiteral(ACCELDECIDE_VERSION)));
}

} // namespace acceldecide::ui
