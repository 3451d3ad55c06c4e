#include "ui/document/EvaluationController.h"

#include "ui/document/ScenarioDocument.h"

#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"

#include <QCoreApplication>
#include <QDate>
#include <QDeadlineTimer>
#include <QElapsedTimer>

#include <thread>
#include <utility>

namespace acceldecide::ui {

namespace {

// Monte Carlo shares the machine with the GUI thread: leave it one core.
int monteCarloThreads()
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    return int(std::max(1u, cores - 1));
}

} // namespace

EvaluationController::EvaluationController(ScenarioDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    // One run at a time: a newer run waits for the cancelled one to notice.
    m_workers.setMaxThreadCount(1);
    m_refineTimer.setSingleShot(true);
    m_refineTimer.setInterval(kRefineDelayMs);
    connect(&m_refineTimer, &QTimer::timeout, this, &EvaluationController::startFullMonteCarlo);
    connect(m_document, &ScenarioDocument::changed, this, &EvaluationController::refresh);
}

EvaluationController::~EvaluationController()
{
    if (m_cancelRunning)
        m_cancelRunning->store(true);
    m_workers.waitForDone();
}

void EvaluationController::setCatalog(db::CatalogDatabase *catalog)
{
    m_catalog = catalog;
    m_document->setCatalogAvailable(catalog != nullptr);
}

void EvaluationController::refresh()
{
    Scenario resolved = m_document->scenario();
    if (resolved.options.empty())
        return;
    std::map<std::string, OptionProvenance> provenance;
    QStringList problems;
    if (m_catalog) {
        const QDate asOf =
            resolved.asOf ? QDate::fromString(QString::fromStdString(*resolved.asOf), Qt::ISODate)
                          : QDate::currentDate();
        auto result = db::PriceResolver::resolve(*m_catalog, resolved, asOf);
        if (result)
            provenance = std::move(result.value());
        else
            problems << result.error().lines();
    }
    if (problems.isEmpty()) {
        EvaluationRequest request;
        request.sensitivity = true;
        request.provenance = provenance;
        Expected<Evaluation, ValidationErrors> evaluation =
            ScenarioEvaluator::tryEvaluate(resolved, request);
        if (evaluation) {
            m_evaluation = std::move(evaluation).value();
            m_resolved = std::move(resolved);
            m_provenance = std::move(provenance);
        } else {
            // A field the document leaves to the catalog, or to the team, and nobody set.
            for (const ValidationError &problem : evaluation.error())
                problems << tr("The scenario could not be evaluated: %1")
                                .arg(QString::fromStdString(problem.toString()));
        }
    }
    m_problems = problems;
    Q_EMIT evaluated();
    if (m_problems.isEmpty())
        startMonteCarlo();
}

void EvaluationController::startMonteCarlo()
{
    if (m_cancelRunning)
        m_cancelRunning->store(true);
    m_cancelRunning.reset();
    m_refineTimer.stop();
    ++m_generation;
    if (m_resolved.uncertainty.empty() || m_monteCarloSamples <= 0) {
        m_monteCarlo.reset();
        m_monteCarloCurrent = true;
        m_monteCarloForInput = true;
        Q_EMIT monteCarloFinished();
        return;
    }
    // A quick run never takes more than half the full count, so refining always adds.
    if (std::min(m_quickSamples, m_monteCarloSamples / 2) >= kMinimumQuickSamples) {
        runQuickMonteCarlo();
        m_refineTimer.start();
        return;
    }
    m_monteCarloForInput = false;
    startFullMonteCarlo();
}

void EvaluationController::runQuickMonteCarlo()
{
    const std::int64_t samples = std::min(m_quickSamples, m_monteCarloSamples / 2);
    QElapsedTimer clock;
    clock.start();
    // The same seed as the full run: its samples are the full run's first ones.
    m_monteCarlo = MonteCarloSimulation::run(m_resolved, samples, 1, 1);
    // Size the next quick run to the budget: halve it when this one overran, grow it
    // back while there is room.
    const qint64 elapsed = clock.elapsed();
    if (elapsed > kQuickBudgetMs)
        m_quickSamples = std::max(kMinimumQuickSamples, m_quickSamples / 2);
    else if (elapsed * 4 < kQuickBudgetMs)
        m_quickSamples = std::min(kQuickMonteCarloSamples, m_quickSamples * 2);
    m_monteCarloCurrent = false;
    m_monteCarloForInput = true;
    Q_EMIT monteCarloFinished();
}

void EvaluationController::startFullMonteCarlo()
{
    m_refineTimer.stop();
    const std::uint64_t generation = m_generation;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancelRunning = cancel;
    m_monteCarloCurrent = false;
    // Refining a quick result for this input dims nothing; a first result does.
    const bool refining = m_monteCarloForInput && m_monteCarlo.has_value();
    m_monteCarloForInput = refining;
    Q_EMIT monteCarloStarted();
    m_workers.start([this, generation, cancel, scenario = m_resolved,
                     samples = m_monteCarloSamples] {
        std::optional<MonteCarloResult> result;
        // The scenario evaluated, so its uncertainty targets exist and every sample can be
        // priced: the engine throws only for a broken invariant here.
        if (!cancel->load())
            result = MonteCarloSimulation::run(scenario, samples, 1, monteCarloThreads(), *cancel);
        if (cancel->load())
            return;
        QMetaObject::invokeMethod(
            this,
            [this, generation, result = std::move(result)]() mutable {
                deliverMonteCarlo(generation, std::move(result));
            },
            Qt::QueuedConnection);
    });
}

void EvaluationController::deliverMonteCarlo(std::uint64_t generation,
                                             std::optional<MonteCarloResult> result)
{
    if (generation != m_generation)
        return; // a newer input superseded this run
    m_monteCarlo = std::move(result);
    m_monteCarloCurrent = true;
    m_monteCarloForInput = true;
    m_cancelRunning.reset();
    Q_EMIT monteCarloFinished();
}

bool EvaluationController::waitForMonteCarlo(int timeoutMs)
{
    if (m_refineTimer.isActive())
        startFullMonteCarlo();
    QDeadlineTimer deadline(timeoutMs);
    while (!m_monteCarloCurrent && !deadline.hasExpired()) {
        m_workers.waitForDone(int(std::max<qint64>(1, deadline.remainingTime())));
        QCoreApplication::processEvents();
    }
    return m_monteCarloCurrent;
}

} // namespace acceldecide::ui
