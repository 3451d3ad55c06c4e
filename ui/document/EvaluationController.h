#pragma once

#include "ui/render/evaluation/EvaluatedScenario.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QObject>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class ScenarioDocument;

// Keeps an Evaluation of the document's scenario current. Every change resolves catalog
// prices and re-evaluates synchronously -- the whole evaluation, sensitivity included,
// takes well under a millisecond, so the charts follow in the same event-loop turn. So
// does a quick Monte Carlo run: few enough samples to fit in a frame, sized by how long
// the last one took, so the uncertainty chart follows a dragged slider. Once the input
// has rested briefly, the full count runs on a worker thread and refines the result; a
// newer change cancels it.
class EvaluationController : public QObject
{
    Q_OBJECT

public:
    static constexpr std::int64_t kDefaultMonteCarloSamples =
        EvaluatedScenario::kDefaultMonteCarloSamples;
    // The quick run's most samples (about 4 ms for 4 options on one core), and the time
    // it aims to stay within: a 60 Hz frame leaves the rest for drawing.
    static constexpr std::int64_t kQuickMonteCarloSamples = 100'000;
    static constexpr std::int64_t kMinimumQuickSamples = 5'000;
    static constexpr int kQuickBudgetMs = 8;
    // How long an input must rest before the full count runs.
    static constexpr int kRefineDelayMs = 150;

    explicit EvaluationController(ScenarioDocument *document, QObject *parent = nullptr);
    ~EvaluationController() override;

    // Without a catalog, every option must give its own price and throughput.
    void setCatalog(db::CatalogDatabase *catalog);
    void setMonteCarloSamples(std::int64_t samples) { m_monteCarloSamples = samples; }

    // The scenario as evaluated: the document's, with catalog numbers filled in.
    const Scenario &resolvedScenario() const { return m_resolved; }
    const Evaluation &evaluation() const { return m_evaluation; }
    const std::map<std::string, OptionProvenance> &provenance() const { return m_provenance; }
    // Why the last change could not be evaluated (the evaluation shown is then the last
    // good one); empty when it is current.
    const QStringList &problems() const { return m_problems; }

    const std::optional<MonteCarloResult> &monteCarlo() const { return m_monteCarlo; }
    // True once the full-count result for the current input is in (reports use only
    // that one); false while the quick result is shown or a run is still going.
    bool isMonteCarloCurrent() const { return m_monteCarloCurrent; }
    // True when the result shown belongs to the current input, quick or full: the
    // charts are dimmed only when it does not.
    bool isMonteCarloForCurrentInput() const { return m_monteCarloForInput; }
    // The quick run's sample count for the next input.
    std::int64_t quickMonteCarloSamples() const { return m_quickSamples; }
    // Blocks until the full-count run has delivered, starting it now if the input has
    // not rested yet (tests, benchmarks, reports).
    bool waitForMonteCarlo(int timeoutMs = 30'000);

    // Re-evaluates now (also called on every document change).
    void refresh();

Q_SIGNALS:
    void evaluated();
    void monteCarloStarted();
    void monteCarloFinished();

private:
    void startMonteCarlo();
    void runQuickMonteCarlo();
    void startFullMonteCarlo();
    void deliverMonteCarlo(std::uint64_t generation, std::optional<MonteCarloResult> result);

    ScenarioDocument *m_document;
    db::CatalogDatabase *m_catalog = nullptr;
    Scenario m_resolved;
    Evaluation m_evaluation;
    std::map<std::string, OptionProvenance> m_provenance;
    QStringList m_problems;

    std::int64_t m_monteCarloSamples = kDefaultMonteCarloSamples;
    std::optional<MonteCarloResult> m_monteCarlo;
    bool m_monteCarloCurrent = true;
    bool m_monteCarloForInput = true;
    std::int64_t m_quickSamples = kQuickMonteCarloSamples;
    QTimer m_refineTimer;
    std::uint64_t m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancelRunning;
    QThreadPool m_workers;
};

} // namespace acceldecide::ui
