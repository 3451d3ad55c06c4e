#pragma once

#include "core/model/Expected.h"
#include "database/actuals/DecisionComparison.h"

#include <QDialog>

#include <map>
#include <memory>
#include <optional>

class QChartView;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTextBrowser;
class QUndoStack;

namespace acceldecide::ui {

class PlanVsActualChart;
class PlanVsActualMonthsModel;
class VariancePartsModel;

// Decisions > Compare with Bill…: a decision record held to the bills imported into the
// catalog, as `acceldecide-cli decisions compare` holds it (db::DecisionComparison; every
// figure is core's). Shows the variance in sentences, the plan-against-the-bill chart, the
// months and the variance's parts as tables, and the re-forecast. The bill's tag and the
// plan's first month recompute as they are typed; a refused value is said beside its field
// while the last comparison that worked stays shown. The tokens column is typed (undoable,
// Ctrl+Z) or loaded from a month,tokens CSV, and prices a million tokens. Save Report…
// (Ctrl+S) writes the compare PDF, Export Slides… the comparison as slides (the plan against
// the bill, then the recorded scenario's slides: `decisions compare --slides`); Esc closes.
class PlanVsActualDialog : public QDialog
{
    Q_OBJECT

public:
    PlanVsActualDialog(db::CatalogDatabase *catalog, qint64 id, QWidget *parent = nullptr);
    ~PlanVsActualDialog() override;

    // The comparison shown; null when none could be made (no bill imported, or the
    // record could not be read: notice() says which).
    const db::DecisionComparison *shown() const;
    // The tokens typed or loaded, monthIndex -> tokens processed.
    const std::map<int, double> &tokens() const { return m_tokens; }

    // What Save Report…, Load Tokens… and Save Tokens… do once a file is chosen; why not,
    // in words, on failure. Loading is one undoable step.
    Expected<void, QString> saveReport(const QString &path);
    // What Export Slides… does once a file is chosen: the number of slides written, or why
    // not, naming the path.
    Expected<int, QString> exportSlides(const QString &path);
    Expected<void, QString> loadTokens(const QString &path);
    Expected<void, QString> saveTokens(const QString &path) const;

    QLineEdit *tagField() const { return m_tag; }
    QLineEdit *startField() const { return m_start; }
    QLabel *tagMessage() const { return m_tagMessage; }
    QLabel *startMessage() const { return m_startMessage; }
    QLabel *notice() const { return m_notice; }
    QTextBrowser *sentences() const { return m_sentences; }
    QLabel *reforecast() const { return m_reforecast; }
    QTableView *monthsView() const { return m_monthsView; }
    QTableView *partsView() const { return m_partsView; }
    PlanVsActualMonthsModel *monthsModel() const { return m_months; }
    VariancePartsModel *partsModel() const { return m_parts; }
    const PlanVsActualChart &chart() const { return *m_chart; }
    QUndoStack *undoStack() const { return m_undo; }
    QPushButton *exportSlidesButton() const { return m_exportSlides; }
    QLabel *status() const { return m_status; }

private:
    QWidget *buildInputs();
    QWidget *buildResults();
    QLayout *buildButtons();
    void load(qint64 id);
    void recompute();
    void showRefusal(const db::DecisionComparisonError &error);
    void showComparison();
    void typeTokens(int month, std::optional<double> tokens);
    void applyTokens(const std::map<int, double> &tokens);
    void askSaveReport();
    void askExportSlides();
    void askLoadTokens();
    void askSaveTokens();

    db::CatalogDatabase *m_catalog;
    // The bill loaded once; plan and comparison valid while m_hasComparison.
    std::optional<db::DecisionComparison> m_compared;
    bool m_hasComparison = false;
    std::map<int, double> m_tokens;
    QUndoStack *m_undo;
    std::unique_ptr<PlanVsActualChart> m_chart;
    PlanVsActualMonthsModel *m_months;
    VariancePartsModel *m_parts;
    QLabel *m_heading;
    QLabel *m_notice;
    QWidget *m_content;
    QLineEdit *m_tag;
    QLabel *m_tagMessage;
    QLineEdit *m_start;
    QLabel *m_startMessage;
    QTextBrowser *m_sentences;
    QChartView *m_chartView;
    QTableView *m_monthsView;
    QTableView *m_partsView;
    QLabel *m_reforecast;
    QLabel *m_status;
    QPushButton *m_exportSlides = nullptr;
    QList<QWidget *> m_needComparison; // enabled only while a comparison is shown
};

} // namespace acceldecide::ui
