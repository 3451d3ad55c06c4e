#include "ui/render/charts/EvaluationCharts.h"

#include "ui/render/charts/BreakEvenChart.h"
#include "ui/render/charts/CashFlowChart.h"
#include "ui/render/charts/CommitmentLevelChart.h"
#include "ui/render/charts/CommitmentMonthlyChart.h"
#include "ui/render/charts/CommitmentUtilizationChart.h"
#include "ui/render/charts/PurchaseModelsChart.h"
#include "ui/render/charts/SensitivityChart.h"
#include "ui/render/charts/StakeholderTotalsChart.h"
#include "ui/render/charts/TcoOverTimeChart.h"
#include "ui/render/charts/UncertaintyChart.h"
#include "ui/render/charts/UnitCostChart.h"

namespace acceldecide::ui::EvaluationCharts {

std::vector<std::unique_ptr<EvaluationChart>> createAll()
{
    std::vector<std::unique_ptr<EvaluationChart>> charts;
    charts.push_back(std::make_unique<TcoOverTimeChart>());
    charts.push_back(std::make_unique<BreakEvenChart>());
    charts.push_back(std::make_unique<PurchaseModelsChart>());
    charts.push_back(std::make_unique<UnitCostChart>());
    charts.push_back(std::make_unique<SensitivityChart>());
    charts.push_back(std::make_unique<UncertaintyChart>());
    charts.push_back(std::make_unique<CommitmentLevelChart>());
    charts.push_back(std::make_unique<CommitmentMonthlyChart>());
    charts.push_back(std::make_unique<CommitmentUtilizationChart>());
    charts.push_back(std::make_unique<CashFlowChart>());
    charts.push_back(std::make_unique<StakeholderTotalsChart>());
    return charts;
}

} // namespace acceldecide::ui::EvaluationCharts
