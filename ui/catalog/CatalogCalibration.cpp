#include "ui/catalog/CatalogCalibration.h"

#include "core/performance/EstimatorInUse.h"
#include "database/connection/CatalogDatabase.h"

#include <QThread>

namespace acceldecide::ui {

CatalogCalibration::CatalogCalibration(QObject *parent) : QObject(parent) {}

CatalogCalibration::~CatalogCalibration()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void CatalogCalibration::calibrate(db::CatalogDatabase *catalog)
{
    db::CatalogEstimatorInputs inputs;
    if (catalog) {
        db::DatabaseResult<db::CatalogEstimatorInputs> read =
            db::CatalogEstimator::read(catalog->connection());
        if (!read) {
            Q_EMIT failed(tr("The throughput estimates could not be calibrated on the catalog: "
                             "%1")
                              .arg(read.error().toString()));
            return;
        }
        inputs = std::move(read.value());
    }
    if (m_thread) {
        m_pending = std::move(inputs); // after the running one, so that this one is left
        return;
    }
    start(std::move(inputs));
}

void CatalogCalibration::start(db::CatalogEstimatorInputs inputs)
{
    if (inputs.models.empty() && inputs.team.empty()) {
        // The built-in estimator needs no calibrating.
        db::CatalogEstimator::use({});
        return;
    }
    m_runningTeam = int(inputs.team.size());
    m_thread = QThread::create(
        [inputs = std::move(inputs)]() mutable { db::CatalogEstimator::use(std::move(inputs)); });
    connect(m_thread, &QThread::finished, this, &CatalogCalibration::finished);
    m_thread->start(QThread::LowPriority);
}

void CatalogCalibration::finished()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    if (m_pending) {
        db::CatalogEstimatorInputs next = std::move(*m_pending);
        m_pending.reset();
        const bool builtIn = next.models.empty() && next.team.empty();
        start(std::move(next));
        if (!builtIn)
            return; // calibrated() follows that one
        Q_EMIT calibrated(tr("Throughput estimates use the built-in calibration again."));
        return;
    }
    Q_EMIT calibrated(m_runningTeam > 0
                          ? tr("Throughput estimates calibrated on %n of the team's own "
                               "measurements.",
                               nullptr, m_runningTeam)
                          : tr("Throughput estimates calibrated on the catalog's models."));
}

} // namespace acceldecide::ui
