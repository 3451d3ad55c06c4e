#pragma once

#include "core/model/Expected.h"

#include <QList>
#include <QMainWindow>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QDockWidget;
class QMenu;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class CatalogCalibration;
class CatalogOpener;
class ChartArea;
class DecisionMatrixPanel;
class EvaluationController;
class OptionResultsModel;
class OptionsPanel;
class PinnedPriceNotice;
class RecommendationBanner;
class WelcomePanel;
class ScenarioDocument;
class ScenarioFileController;
class ScenarioPanel;

// The application window. It only assembles panels and actions: the document
// and its evaluation live in ScenarioDocument / EvaluationController, file
// handling in ScenarioFileController, every view in its own panel.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // Shown at start-up so that the window never opens empty (embedded via
    // resources.qrc).
    static const QString kExampleScenarioPath;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads, validates and shows a scenario file (or a ":/" resource). Returns
    // the problems, one line each, and keeps the current scenario when there are
    // any. Never opens a dialog; openScenarioFile() is the interactive variant.
    QStringList loadScenarioFile(const QString &path);
    bool openScenarioFile(const QString &path);

    // Opens the catalog at `path` (empty: the default one in the user's data
    // directory, created and seeded on first use). Returns the problem, if any;
    // the window keeps working without a catalog. The interactive variant shows
    // it in a message box.
    Expected<void, QString> loadCatalog(const QString &path);
    // Opens through catalogOpener(): a bad file gets its ways out (read-only, restore
    // from backup, another file) instead of just an error. `password`: typed for a
    // server catalog just now, handed to the connection only.
    void openCatalog(const QString &path, const QString &password = {});
    CatalogOpener &catalogOpener() { return *m_catalogOpener; }
    QString databasePath() const { return m_databasePath; }
    db::CatalogDatabase *catalog() const { return m_catalog.get(); }

    QString scenarioPath() const;
    ScenarioDocument *document() const { return m_document; }
    EvaluationController *controller() const { return m_controller; }
    ScenarioFileController *files() const { return m_files; }
    OptionResultsModel *resultsModel() const { return m_resultsModel; }
    RecommendationBanner *banner() const { return m_banner; }
    // The first start's welcome; nullptr once it has been dismissed for good.
    WelcomePanel *welcome() const { return m_welcome; }
    ScenarioPanel *scenarioPanel() const { return m_scenarioPanel; }
    OptionsPanel *optionsPanel() const { return m_optionsPanel; }
    ChartArea *chartArea() const { return m_chartArea; }
    DecisionMatrixPanel *matrixPanel() const { return m_matrixPanel; }

    // View → Present (F5): the charts full-screen, one at a time.
    void present();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QDockWidget *addPanel(QWidget *panel, const QString &title, const QString &objectName,
                          Qt::DockWidgetArea area);
    void createMenus();
    void updateTitle();
    void setCatalogEverywhere();
    void openCatalogEditor();
    void recordDecision();
    void openDecisions();
    void openCompareView();
    void showAbout();
    void showMessage(const QString &text);

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    ScenarioFileController *m_files;
    OptionResultsModel *m_resultsModel;
    RecommendationBanner *m_banner;
    ScenarioPanel *m_scenarioPanel;
    OptionsPanel *m_optionsPanel;
    ChartArea *m_chartArea;
    DecisionMatrixPanel *m_matrixPanel;
    PinnedPriceNotice *m_pinnedNotice;
    CatalogCalibration *m_calibration; // the estimator the catalog calls for
    QMenu *m_viewMenu = nullptr;
    QList<QAction *> m_welcomeActions; // what the first start's welcome offers
    WelcomePanel *m_welcome = nullptr;
    QString m_databasePath;
    std::unique_ptr<db::CatalogDatabase> m_catalog;
    std::unique_ptr<CatalogOpener> m_catalogOpener;
};

} // namespace acceldecide::ui
