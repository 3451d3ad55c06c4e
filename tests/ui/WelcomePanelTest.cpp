// The first start shows a short welcome with the window's own actions as buttons; one
// click on "Got it" hides it for good, so the next window starts without it.

#include "ui/tour/WelcomePanel.h"
#include "ui/MainWindow.h"
#include "ui/settings/ApplicationSettings.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(WelcomePanelTest, ShownOnFirstStartAndDismissedForGoodWithOneClick)
{
    ApplicationSettings::welcomeDismissed().reset();
    {
        MainWindow window;
        window.show();
        QApplication::processEvents();
        ASSERT_NE(window.welcome(), nullptr);
        EXPECT_TRUE(window.welcome()->isVisible());
        // Its buttons are the menus' actions: New Scenario, Import Prices…, Formulas.
        QStringList texts;
        for (const QToolButton *button : window.welcome()->findChildren<QToolButton *>())
            texts << button->defaultAction()->text().remove(QLatin1Char('&'));
        EXPECT_TRUE(texts.contains(QStringLiteral("New Scenario")))
            << texts.join(", ").toStdString();
        EXPECT_TRUE(texts.contains(QStringLiteral("Import Prices…")));
        EXPECT_TRUE(texts.contains(QStringLiteral("Formulas")));
        const QString words = window.welcome()->findChild<QLabel *>()->text();
        EXPECT_TRUE(words.contains(QStringLiteral("Trainium"))) << words.toStdString();

        window.welcome()->dismissButton()->click();
        EXPECT_FALSE(window.welcome()->isVisible());
    }
    EXPECT_TRUE(ApplicationSettings::welcomeDismissed().get());
    MainWindow again;
    EXPECT_EQ(again.welcome(), nullptr);
}

} // namespace
} // namespace acceldecide::ui
