#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <string>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace acceldecide::ui {

class ConcurrencyChart;
class EvaluationController;
class RooflineChart;
class ScenarioDocument;

// The Performance panel: for one option whose throughput is estimated from the model and
// the hardware, the estimate's inputs as controls (model, number format, tensor parallel,
// concurrency or "auto", input and output tokens, the per-token latency target), what
// core makes of them (throughput and band, bound, batch, latencies, memory, calibration,
// nearest measurement) and two charts: the roofline with the option's decode and
// prefill, and throughput against concurrency with the latency target. Every change is
// one undoable edit through ScenarioDocument::apply() (OptionEditing::setThroughputEstimate);
// a refused one is said at the top and the controls show the document's values again.
class PerformancePanel : public QWidget
{
    Q_OBJECT

public:
    PerformancePanel(ScenarioDocument *document, EvaluationController *controller,
                     QWidget *parent = nullptr);
    ~PerformancePanel() override;

    // The option shown (its id; empty without options).
    std::string optionId() const { return m_optionId; }
    void selectOption(const std::string &optionId);

    // For tests and the screenshot tour.
    QComboBox *optionCombo() const { return m_option; }
    QComboBox *modelCombo() const { return m_model; }
    QComboBox *dataTypeCombo() const { return m_dataType; }
    QSpinBox *tensorParallelSpin() const { return m_tensorParallel; }
    QSpinBox *concurrencySpin() const { return m_concurrency; }
    QSpinBox *inputTokensSpin() const { return m_inputTokens; }
    QSpinBox *outputTokensSpin() const { return m_outputTokens; }
    QDoubleSpinBox *latencyTargetSpin() const { return m_latencyTarget; }
    RooflineChart *rooflineChart() const { return m_roofline.get(); }
    ConcurrencyChart *concurrencyChart() const { return m_concurrencyChart.get(); }
    QString resultText() const;
    QString memoryText() const;
    // Why the option shows no estimate (empty when it has one).
    QString noEstimateText() const;
    QString statusText() const;

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);

private:
    using EstimateEdit = std::function<void(ThroughputEstimateInput &)>;

    QWidget *buildInputs();
    QWidget *buildResults();
    QWidget *buildCharts();
    void connectInputs();
    void refresh();
    void fillOptions();
    void showInputs(const ThroughputEstimateInput &input);
    void showResults();
    // One undoable edit of the shown option's estimate; equal merge keys merge (a spin
    // box stepped several times is one undo step).
    void edit(const QString &field, const QString &description, const EstimateEdit &change);
    void report(const Expected<void, QString> &edit);
    void showStatus(const QString &text, bool problem);
    const Option *documentOption() const;

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    std::string m_optionId;
    QLabel *m_status;
    QComboBox *m_option;
    QLabel *m_noEstimate;
    QWidget *m_estimateArea;
    QComboBox *m_model;
    QComboBox *m_dataType;
    QSpinBox *m_tensorParallel;
    QSpinBox *m_concurrency;
    QSpinBox *m_inputTokens;
    QSpinBox *m_outputTokens;
    QDoubleSpinBox *m_latencyTarget;
    QLabel *m_throughput;
    QLabel *m_latency;
    QLabel *m_memory;
    QLabel *m_calibration;
    QLabel *m_nearest;
    std::unique_ptr<RooflineChart> m_roofline;
    std::unique_ptr<ConcurrencyChart> m_concurrencyChart;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
