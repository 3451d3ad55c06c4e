#pragma once

#include "ui/render/charts/ChartInputs.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/performance/ServingSetup.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>
#include <string>

namespace acceldecide::ui {

// The option the two performance charts draw, found the same way by both so that they
// never show different options: the one named if its throughput is estimated for
// serving, otherwise the first such option. Holds pointers into the inputs, valid for one
// update() call, and the serving setup core works the curves out from.
struct PerformanceFocus
{
    Q_DECLARE_TR_FUNCTIONS(PerformanceFocus)

public:
    std::size_t index = 0;
    const Option *option = nullptr; // resolved
    const ThroughputEstimateResult *estimate = nullptr;
    performance::ServingSetup setup;

    // nullopt when no option of the evaluation has a serving estimate.
    static std::optional<PerformanceFocus> find(const ChartInputs &inputs,
                                                const std::string &optionId);
    // What the charts say instead of drawing when find() gives nothing.
    static QString noEstimateMessage();
};

} // namespace acceldecide::ui
