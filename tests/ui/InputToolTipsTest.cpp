// Every input of the main window says what it is: each spin box its meaning and valid
// range (core's range table), every other input a non-empty tooltip; every column of the
// options table explains itself in its header, numeric ones with their range.

#include "ui/MainWindow.h"
#include "ui/options/OptionInputsModel.h"

#include "core/model/RangeTable.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSlider>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

// The tooltip a person sees over `widget`: its own, else the nearest ancestor's up to
// (not including) a top-level window, as Qt shows it.
QString shownToolTip(const QWidget *widget)
{
    for (const QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        if (!w->toolTip().isEmpty())
            return w->toolTip();
    }
    return {};
}

QString describe(const QWidget *widget)
{
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->accessibleName(),
             widget->objectName());
}

TEST(InputToolTipsTest, EveryInputHasATooltipAndEverySpinBoxItsRange)
{
    MainWindow window;
    window.show();
    QApplication::processEvents();

    int spinBoxes = 0;
    for (const QAbstractSpinBox *box : window.findChildren<QAbstractSpinBox *>()) {
        ++spinBoxes;
        const QString tip = shownToolTip(box);
        EXPECT_TRUE(tip.contains(QStringLiteral("Valid: ")) ||
                    tip.contains(QStringLiteral("from ")))
            << describe(box).toStdString() << ": " << tip.toStdString();
    }
    EXPECT_GE(spinBoxes, 11);

    QList<const QWidget *> inputs;
    for (const QComboBox *w : window.findChildren<QComboBox *>())
        inputs << w;
    for (const QSlider *w : window.findChildren<QSlider *>())
        inputs << w;
    for (const QCheckBox *w : window.findChildren<QCheckBox *>())
        inputs << w;
    for (const QLineEdit *w : window.findChildren<QLineEdit *>()) {
        // A spin box's or an editable combo box's own line edit is covered by its owner.
        if (!qobject_cast<QAbstractSpinBox *>(w->parentWidget()) &&
            !qobject_cast<QComboBox *>(w->parentWidget()))
            inputs << w;
    }
    for (const QWidget *input : inputs)
        EXPECT_FALSE(shownToolTip(input).isEmpty()) << describe(input).toStdString();
}

TEST(InputToolTipsTest, EveryOptionsColumnHeaderExplainsItselfWithItsRange)
{
    for (int column = 0; column < OptionInputsModel::ColumnCount; ++column) {
        const QString tip = OptionInputsModel::headerToolTip(column);
        EXPECT_FALSE(tip.isEmpty()) << column;
        if (const FieldRange *range = RangeTable::find(OptionInputsModel::fieldPath(column))) {
            QString valid = QString::fromStdString(range->requirement());
            valid.remove(QStringLiteral("must be "));
            EXPECT_TRUE(tip.contains(valid)) << column << ": " << tip.toStdString();
            EXPECT_TRUE(tip.contains(QString::fromStdString(std::string(range->description))))
                << column << ": " << tip.toStdString();
        }
    }
}

} // namespace
} // namespace acceldecide::ui
