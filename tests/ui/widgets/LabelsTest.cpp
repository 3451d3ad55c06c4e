// The panels' explanation and problem labels: wrapped, selectable, and coloured without
// losing the rest of their palette; core's UTF-8 text reaches them unchanged.

#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

#include <QLabel>
#include <QWidget>

#include <memory>
#include <string>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(LabelsTest, WrappedLabelWrapsAndIsSelectableAndOwnedByItsParent)
{
    QWidget parent;
    QLabel *label = Labels::wrapped(&parent);
    EXPECT_EQ(label->parent(), &parent);
    EXPECT_TRUE(label->wordWrap());
    EXPECT_EQ(label->textInteractionFlags(), Qt::TextSelectableByMouse);
}

TEST(LabelsTest, SetTextColourChangesOnlyTheTextColour)
{
    QLabel label;
    const QColor window = label.palette().color(QPalette::Window);
    Labels::setTextColour(&label, Labels::errorColour());
    EXPECT_EQ(label.palette().color(QPalette::WindowText), QColor(0xb0, 0x20, 0x20));
    EXPECT_EQ(label.palette().color(QPalette::Window), window);
}

TEST(QsTest, KeepsUtf8TextFromStringsAndViews)
{
    const std::string text = "Trainium3 \u2013 1\u00a0y";
    EXPECT_EQ(qs(text), QString::fromUtf8("Trainium3 \u2013 1\u00a0y"));
    EXPECT_EQ(qs(std::string_view(text).substr(0, 9)), QStringLiteral("Trainium3"));
    EXPECT_EQ(qs(std::string_view()), QString());
}

} // namespace
} // namespace acceldecide::ui
