#pragma once

// A savings-plan panel over a document and its evaluation, wired as MainWindow wires
// them (without the window), for the tests of the panel's newer parts.

#include "CommitmentTestSupport.h"

#include "ui/commitment/CommitmentPanel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include <QUndoStack>

namespace acceldecide::ui::test {

struct CommitmentWorkspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    CommitmentPanel panel{&document, &controller};

    explicit CommitmentWorkspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }

    const Scenario &scenario() const { return document.scenario(); }
    const Commitment &commitment(const std::string &id) const
    {
        return *scenario().options[std::size_t(scenario().optionIndex(id))].commitment;
    }
    const CommitmentOptionResult &evaluated(const std::string &id) const
    {
        return *controller.evaluation().option(id)->commitment;
    }
    int undoCount() const { return document.undoStack()->count(); }
    void undo() { document.undoStack()->undo(); }
};

} // namespace acceldecide::ui::test
