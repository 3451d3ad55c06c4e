#pragma once

// Shared setup of the decision-matrix tests: seed 001's matrix scenario read from the ui
// library's embedded resources, a document, its controller and the panel.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/CriteriaTableModel.h"
#include "ui/matrix/DecisionMatrixPanel.h"

#include "core/decision/DecisionMatrix.h"
#include "core/io/ScenarioReader.h"

#include <QFile>

#include <gtest/gtest.h>

#include <string>
#include <vector>

// The embedded scenarios live in the static ui library; Q_INIT_RESOURCE must be called
// outside any namespace.
inline void initMatrixTestResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace acceldecide::ui::test {

inline Scenario embeddedScenario(const QString &name)
{
    initMatrixTestResources();
    QFile file(QStringLiteral(":/scenarios/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        ADD_FAILURE() << "cannot open embedded scenario " << name.toStdString();
        return {};
    }
    ScenarioReadResult read = ScenarioReader::fromText(file.readAll().toStdString());
    if (!read.ok()) {
        ADD_FAILURE() << "embedded scenario " << name.toStdString()
                      << " does not read: " << read.error().front().toString();
        return {};
    }
    return std::move(*read);
}

inline Scenario seed001Matrix()
{
    return embeddedScenario(QStringLiteral("seed001-decision-matrix-uncertainty.json"));
}

inline std::vector<std::string> optionIds(const Scenario &scenario)
{
    std::vector<std::string> ids;
    for (const Option &option : scenario.options)
        ids.push_back(option.id);
    return ids;
}

// What core computes for the document's criteria right now.
inline MatrixResult coreMatrix(const Scenario &scenario)
{
    return DecisionMatrix::evaluate(scenario.criteria.value_or(std::vector<Criterion>{}),
                                    optionIds(scenario));
}

struct MatrixWorkspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    DecisionMatrixPanel panel{&document, &controller};
    CriteriaTableModel &model = *panel.model();
    std::vector<QString> rejections;

    explicit MatrixWorkspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
        QObject::connect(&model, &CriteriaTableModel::editRejected,
                         [this](const QString &problem) { rejections.push_back(problem); });
    }

    const MatrixResult &matrix() const { return *controller.evaluation().matrix; }
    int column(const std::string &optionId) const
    {
        return CriteriaTableModel::FirstOptionColumn + document.scenario().optionIndex(optionId);
    }
};

} // namespace acceldecide::ui::test
