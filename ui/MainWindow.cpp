#include "MainWindow.h"

#include "CatalogDatabase.h"
#include "Evaluation.h"
#include "ScenarioEvaluator.h"
#include "ScenarioReader.h"
#include "models/OptionResultsModel.h"
#include "scenario/ScenarioSummaryPanel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <exception>
#include <utility>

// The example scenarios live in this static library; referencing its resource initializer
// from a translation unit every user links keeps them in the final executable (a static
// library's rcc object would otherwise be dropped by the linker). Must be outside any
// namespace.
static void initAccelDecideResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace acceldecide::ui {

namespace {

// A message box stays readable with this many lines; the rest go to "Show Details".
constexpr int kMaxListedErrors = 20;

ScenarioReadResult readScenario(const QString &path)
{
    if (!path.startsWith(QLatin1String(":/")))
        return ScenarioReader::fromFile(QFile::encodeName(path).toStdString());
    // Core reads the file system only; embedded examples are handed over as text.
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioReadResult result;
        result.errors.push_back({"", "cannot open embedded scenario " + path.toStdString()});
        return result;
    }
    return ScenarioReader::fromText(file.readAll().toStdString());
}

} // namespace

const QString MainWindow::kExampleScenarioPath =
    QStringLiteral(":/scenarios/seed004-trn3-vs-h200-inference.json");

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_resultsModel(new OptionResultsModel(this)),
      m_summaryPanel(new ScenarioSummaryPanel(this)), m_resultsView(new QTableView(this))
{
    initAccelDecideResources();
    setWindowTitle(QApplication::applicationDisplayName());

    m_resultsView->setModel(m_resultsModel);
    m_resultsView->setAlternatingRowColors(true);
    m_resultsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_resultsView->setWordWrap(false);
    m_resultsView->verticalHeader()->hide();
    m_resultsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_resultsView->horizontalHeader()->setSectionResizeMode(OptionResultsModel::OptionColumn,
                                                            QHeaderView::Stretch);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_summaryPanel);
    layout->addWidget(m_resultsView, 1);
    setCentralWidget(central);

    createActions();
    resize(1100, 520);

    const QStringList errors = loadScenarioFile(kExampleScenarioPath);
    if (!errors.isEmpty())
        statusBar()->showMessage(
            tr("The example scenario could not be shown: %1").arg(errors.constFirst()));
}

MainWindow::~MainWindow() = default;

const Evaluation &MainWindow::evaluation() const
{
    return m_resultsModel->evaluation();
}

QStringList MainWindow::loadScenarioFile(const QString &path)
{
    QStringList problems;
    ScenarioReadResult read = readScenario(path);
    if (!read.ok()) {
        for (const ValidationError &error : read.errors)
            problems << QString::fromStdString(error.toString());
        if (problems.isEmpty())
            problems << tr("The scenario could not be read.");
        return problems;
    }

    Evaluation evaluation;
    try {
        evaluation = ScenarioEvaluator::evaluate(*read.scenario);
    } catch (const std::exception &error) {
        // A valid scenario should always evaluate; if it does not, say so rather than crash.
        return {tr("Internal error while evaluating the scenario: %1")
                    .arg(QString::fromLocal8Bit(error.what()))};
    }

    m_summaryPanel->setScenario(*read.scenario, evaluation);
    m_resultsModel->setEvaluation(std::move(evaluation));
    m_scenario = std::move(read.scenario);
    m_scenarioPath = path;

    const QString name = QString::fromStdString(m_scenario->name);
    setWindowTitle(tr("%1 — %2").arg(name, QApplication::applicationDisplayName()));
    const QString source = path.startsWith(QLatin1String(":/")) ? tr("built-in example")
                                                                : QDir::toNativeSeparators(path);
    statusBar()->showMessage(tr("Evaluated %1 options over %2 months (%3).")
                                 .arg(m_resultsModel->rowCount())
                                 .arg(m_scenario->horizonMonths)
                                 .arg(source));
    return {};
}

bool MainWindow::openScenarioFile(const QString &path)
{
    const QStringList problems = loadScenarioFile(path);
    if (problems.isEmpty())
        return true;

    QStringList listed = problems.mid(0, kMaxListedErrors);
    if (problems.size() > kMaxListedErrors)
        listed << tr("… and %1 more").arg(problems.size() - kMaxListedErrors);

    QMessageBox box(
        QMessageBox::Warning, tr("Invalid scenario"),
        tr("%1 cannot be opened (%2):")
            .arg(QFileInfo(path).fileName(),
                 problems.size() == 1 ? tr("1 problem") : tr("%1 problems").arg(problems.size())),
        QMessageBox::Ok, this);
    box.setInformativeText(listed.join(QLatin1Char('\n')));
    box.setDetailedText(problems.join(QLatin1Char('\n')));
    box.exec();
    statusBar()->showMessage(tr("%1 was not opened.").arg(QDir::toNativeSeparators(path)));
    return false;
}

std::optional<QString> MainWindow::loadCatalog(const QString &path)
{
    const QString file = path.isEmpty() ? db::CatalogDatabase::defaultPath() : path;
    auto opened = db::CatalogDatabase::open(file);
    if (!opened)
        return tr("The catalog %1 could not be opened: %2")
            .arg(QDir::toNativeSeparators(file), opened.error().toString());
    m_catalog = std::move(opened.value());
    m_databasePath = file;
    return std::nullopt;
}

void MainWindow::openCatalog(const QString &path)
{
    if (const std::optional<QString> problem = loadCatalog(path)) {
        QMessageBox::warning(this, tr("Catalog not opened"),
                             *problem + tr("\n\nScenarios with their own prices still work; "
                                           "choose another file with --database."));
        statusBar()->showMessage(tr("No catalog open."));
        return;
    }
    statusBar()->showMessage(tr("Catalog: %1").arg(QDir::toNativeSeparators(m_databasePath)), 5000);
}

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));

    QAction *openAction =
        fileMenu->addAction(tr("&Open Scenario…"), this, &MainWindow::openScenarioDialog);
    openAction->setShortcut(QKeySequence::Open);
    openAction->setStatusTip(tr("Open a scenario JSON file and evaluate it"));

    fileMenu->addSeparator();
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), qApp, &QApplication::quit);
    // QKeySequence::Quit is empty on some platforms; the documented shortcut is Ctrl+Q.
    quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction =
        helpMenu->addAction(tr("&About AccelDecide"), this, &MainWindow::showAbout);
    aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::openScenarioDialog()
{
    const QString startDir = m_scenarioPath.startsWith(QLatin1String(":/"))
                                 ? QString()
                                 : QFileInfo(m_scenarioPath).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), startDir,
                                                      tr("Scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About AccelDecide"),
        tr("<h3>AccelDecide %1</h3>"
           "<p>Trainium or NVIDIA GPUs: total cost of ownership, break-even and decision "
           "support for ML training and inference.</p>"
           "<p>Every figure comes from the scenario you open; the hourly rate is not the "
           "bill.</p>")
            .arg(QStringLiteral(ACCELDECIDE_VERSION)));
}

} // namespace acceldecide::ui
