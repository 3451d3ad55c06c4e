#pragma once

#include "Scenario.h"

#include <QMainWindow>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QTableView;

namespace acceldecide {
struct Evaluation;
}
namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class OptionResultsModel;
class ScenarioSummaryPanel;

// The application window. It only assembles panels and actions; reading, validating and
// evaluating scenarios is core's job, displaying them the panels' and models'.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // Shown at start-up so that the window never opens empty (embedded via resources.qrc).
    static const QString kExampleScenarioPath;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads, validates and evaluates a scenario (a file or a ":/" resource) and shows it.
    // Returns the problems, one line each, and keeps the current scenario when there are
    // any. Never opens a dialog, so tests and the command line can use it.
    QStringList loadScenarioFile(const QString &path);
    // The interactive variant: problems are listed in a message box.
    bool openScenarioFile(const QString &path);

    // Opens the catalog at `path` (empty: the default one in the user's data directory,
    // created and seeded on first use). Returns the problem, if any; the window keeps
    // working without a catalog. The interactive variant shows it in a message box.
    std::optional<QString> loadCatalog(const QString &path);
    void openCatalog(const QString &path);
    QString databasePath() const { return m_databasePath; }
    db::CatalogDatabase *catalog() const { return m_catalog.get(); }

    QString scenarioPath() const { return m_scenarioPath; }
    const std::optional<Scenario> &scenario() const { return m_scenario; }
    const Evaluation &evaluation() const;
    OptionResultsModel *resultsModel() const { return m_resultsModel; }
    ScenarioSummaryPanel *summaryPanel() const { return m_summaryPanel; }

private:
    void createActions();
    void openScenarioDialog();
    void showAbout();

    OptionResultsModel *m_resultsModel = nullptr;
    ScenarioSummaryPanel *m_summaryPanel = nullptr;
    QTableView *m_resultsView = nullptr;
    std::optional<Scenario> m_scenario;
    QString m_scenarioPath;
    QString m_databasePath;
    std::unique_ptr<db::CatalogDatabase> m_catalog;
};

} // namespace acceldecide::ui
