#pragma once

#include "database/catalog/CatalogEstimator.h"

#include <QObject>
#include <QString>

#include <optional>

class QThread;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// Keeps the estimator every engine uses (core's EstimatorInUse) the one the window's catalog
// calls for: calibrated on its models and the team's own measurements. The catalog is read on
// the window's thread (its connection lives there; a few rows); the calibration, a few
// hundred milliseconds, runs on a worker so the window keeps painting, and calibrated()
// follows, for the window to evaluate again. One calibration at a time: a catalog opened or
// changed meanwhile is calibrated after it, so the last catalog's estimator is the one left.
class CatalogCalibration : public QObject
{
    Q_OBJECT

public:
    explicit CatalogCalibration(QObject *parent = nullptr);
    ~CatalogCalibration() override; // waits for a calibration still running

    // For `catalog` (none: the built-in estimator). A catalog holding nothing of its own is
    // the built-in estimator at once, with no worker and no calibrated().
    void calibrate(db::CatalogDatabase *catalog);
    bool isRunning() const { return m_thread != nullptr; }

Q_SIGNALS:
    // The estimator in use changed; `summary` says on what ("Throughput estimates calibrated
    // on 3 of the team's own measurements.").
    void calibrated(const QString &summary);
    // The catalog could not be read; the estimator in use is left as it was.
    void failed(const QString &why);

private:
    void start(db::CatalogEstimatorInputs inputs);
    void finished();

    QThread *m_thread = nullptr;
    int m_runningTeam = 0;
    std::optional<db::CatalogEstimatorInputs> m_pending;
};

} // namespace acceldecide::ui
