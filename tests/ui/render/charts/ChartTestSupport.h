#pragma once

// Seed scenarios evaluated as the chart area sees them, for the chart tests.

#include "ui/render/charts/ChartInputs.h"

#include "core/engine/PurchaseModelComparison.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <QFile>

#include <gtest/gtest.h>

#include <string>
#include <vector>

inline void initChartTestResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace acceldecide::ui::test {

inline Scenario seedScenario(const std::string &name)
{
    initChartTestResources();
    QFile file(QStringLiteral(":/scenarios/") + QString::fromStdString(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    const QByteArray text = file.readAll();
    const ScenarioReadResult read = ScenarioReader::fromText(text.toStdString());
    EXPECT_TRUE(read.ok()) << name;
    return read.ok() ? read.value() : Scenario{};
}

// A scenario, its evaluation (sensitivity and a small Monte Carlo included) and the
// purchase-model comparison from each option's own model: what ChartArea passes on.
struct EvaluatedSeed
{
    Scenario scenario;
    Evaluation evaluation;
    std::optional<MonteCarloResult> monteCarlo;
    bool monteCarloCurrent = true;
    std::vector<OptionPurchaseModels> purchaseModels;
    std::vector<PurchaseModelNotes> notes;

    explicit EvaluatedSeed(Scenario value) : scenario(std::move(value)) { evaluate(); }

    void evaluate()
    {
        EvaluationRequest request;
        request.sensitivity = true;
        if (!scenario.uncertainty.empty())
            request.monteCarloSamples = 20'000;
        evaluation = ScenarioEvaluator::evaluate(scenario, request);
        monteCarlo = evaluation.monteCarlo;
        std::vector<PurchaseModelDiscounts> discounts;
        for (const Option &option : scenario.options)
            discounts.push_back(PurchaseModelComparison::ownDiscounts(option));
        purchaseModels = PurchaseModelComparison::compute(scenario, discounts);
        notes.assign(scenario.options.size(), {});
    }

    ChartInputs inputs() const
    {
        ChartInputs inputs;
        inputs.scenario = &scenario;
        inputs.evaluation = &evaluation;
        inputs.monteCarlo = &monteCarlo;
        inputs.monteCarloCurrent = monteCarloCurrent;
        inputs.purchaseModels = &purchaseModels;
        inputs.purchaseModelNotes = &notes;
        return inputs;
    }
};

inline const std::vector<std::string> &seedNames()
{
    static const std::vector<std::string> names = {
        "seed000-trn1-monthly-capacity.json", "seed001-decision-matrix-uncertainty.json",
        "seed001-trn3-vs-h100-savings-plans.json", "seed003-trn1-vs-p5.json",
        "seed004-trn3-vs-h200-inference.json"};
    return names;
}

inline std::string seedTestName(const ::testing::TestParamInfo<std::string> &info)
{
    std::string name = info.param.substr(0, info.param.find('.'));
    for (char &c : name) {
        if (c == '-')
            c = '_';
    }
    return name;
}

} // namespace acceldecide::ui::test
