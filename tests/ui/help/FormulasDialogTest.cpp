// Help → Formulas: the page states every formula of core's reference with its
// worked example, the same list the report's appendix prints.
#include "ui/help/FormulasDialog.h"

#include "core/report/FormulaReference.h"

#include <QTextBrowser>
#include <QTextDocument>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;

TEST(FormulasDialog, ListsEveryFormulaWithItsExample)
{
    FormulasDialog dialog;
    const auto *browser = dialog.findChild<QTextBrowser *>();
    ASSERT_NE(browser, nullptr);
    const QString text = browser->document()->toPlainText();
    for (const Formula &formula : FormulaReference::all()) {
        EXPECT_TRUE(text.contains(QString::fromStdString(formula.name))) << formula.name;
        EXPECT_TRUE(text.contains(QString::fromStdString(formula.formula))) << formula.name;
        EXPECT_TRUE(text.contains(QString::fromStdString(formula.example))) << formula.name;
    }
    // Core's list includes the savings-plan commitments.
    EXPECT_TRUE(text.contains(QStringLiteral("Break-even utilization = 100 % − discount")));
}
