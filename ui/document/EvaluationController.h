#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QObject>
#include <QStringList>
#include <QThreadPool>

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
// takes well under a millisecond, so the charts follow in the same event-loop turn. Only
// the Monte Carlo run (tens of milliseconds) goes to a worker thread; a newer change
// cancels an older run, and the previous result stays available, marked not current,
// until the new one arrives.
class EvaluationController : public QObject
{
    Q_OBJECT

public:
    static constexpr std::int64_t kDefaultMonteCarloSamples = 200'000;

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
    // False while a run for the current scenario is still going (the result shown, if
    // any, belongs to an earlier input).
    bool isMonteCarloCurrent() const { return m_monteCarloCurrent; }
    // Blocks until the pending run has delivered (tests, benchmarks, reports).
    bool waitForMonteCarlo(int timeoutMs = 30'000);

    // Re-evaluates now (also called on every document change).
    void refresh();

Q_SIGNALS:
    void evaluated();
    void monteCarloStarted();
    void monteCarloFinished();

private:
    void startMonteCarlo();
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
    std::uint64_t m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancelRunning;
    QThreadPool m_workers;
};

} // namespace acceldecide::ui
