#pragma once

#include "core/decision/CriteriaPresets.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace acceldecide::ui {

// The decision-matrix panel's sentences, built from core's MatrixResult so that the
// words always say what core computed (tests compare them with core's numbers).
class MatrixText
{
    Q_DECLARE_TR_FUNCTIONS(MatrixText)

public:
    // An option's label up to its first " (" (the seeds' labels carry long
    // parentheticals), or its id when it has no label.
    static QString optionName(const Option &option);
    static QString optionName(const Scenario &scenario, const std::string &optionId);
    // A long name broken at the space nearest its middle, for narrow column headers.
    static QString twoLines(const QString &name);
    static QString criterionName(const Scenario &scenario, const std::string &criterionId);

    // A weight or total as core's text formatting writes it: "3.4", "72.5".
    static QString number(double value, int maxDecimals = 1);

    // "Winner: 'Trainium3' with 72.5 of 100", or who ties.
    static QString winner(const Scenario &scenario, const MatrixResult &result);
    // "'Trainium3' wins unless 'Multi-Cloud Strategy' weighs more than 3.4 (now 4) ..."
    static QString flip(const Scenario &scenario, const MatrixResult &result);
    // The provisional-totals note, empty when every criterion has been scored.
    static QString incompleteNote(const MatrixResult &result);
    // "Source: ..." and, when the preset has one, "Rule: ..." on a second line.
    static QString presetToolTip(const CriteriaPreset &preset);
};

} // namespace acceldecide::ui
