// Presentation mode's keys belong to the slides: a clicker's Right, Left, Page Down, Page
// Up and Space turn slides and never move a live input, until the presenter tabs into the
// live bar on purpose; there the arrows move the slider, and Esc or a click on the slide
// hands the keys back. Keys are pressed the way a clicker's arrive, at the window (which
// gives them to whatever has the focus), never sent straight to a chosen widget.

#include "ui/charts/ChartArea.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/present/LiveInputsBar.h"
#include "ui/present/PresentationWindow.h"

#include "core/model/ParameterPath.h"

#include "render/charts/ChartTestSupport.h"

#include <QApplication>
#include <QChartView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QStackedWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

// Three live inputs: trn3's porting effort (4 weeks over 2 to 6) and both options' MFU.
const std::string kExample = "seed001-decision-matrix-uncertainty.json";
const std::string kPorting = "options.trn3.migration.weeks";

class PresentationKeysTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_document.reset(test::seedScenario(kExample));
        m_window = std::make_unique<PresentationWindow>(&m_area, &m_controller, 0);
        m_window->resize(1280, 720);
        m_window->show();
        m_window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
        ASSERT_NE(m_window->liveBar(), nullptr);
        ASSERT_EQ(m_window->liveBar()->count(), 3);
        m_scenario = m_document.scenario();
        m_sliderStart = sliderValues();
    }

    // As the platform delivers a key: to the window, which hands it to its focus widget.
    void press(Qt::Key key) { QTest::keyClick(m_window->windowHandle(), key); }

    std::vector<int> sliderValues() const
    {
        std::vector<int> values;
        for (int i = 0; i < m_window->liveBar()->count(); ++i)
            values.push_back(m_window->liveBar()->sliderAt(i)->value());
        return values;
    }

    // Nothing the room sees a figure from has moved: every slider where it started, no
    // what-if, the document and its history untouched.
    void expectInputsUntouched() const
    {
        EXPECT_EQ(sliderValues(), m_sliderStart);
        EXPECT_FALSE(m_window->whatIf().active());
        EXPECT_EQ(m_document.scenario(), m_scenario);
        EXPECT_EQ(m_document.undoStack()->count(), 0);
    }

    bool slidesHaveTheKeys() const { return QApplication::focusWidget() == m_window.get(); }

    QString hint() const
    {
        const auto *label = m_window->findChild<QLabel *>(QStringLiteral("slidePosition"));
        return label ? label->text() : QString();
    }

    void clickTheSlide()
    {
        auto *stack = m_window->findChild<QStackedWidget *>();
        auto *view = qobject_cast<QChartView *>(stack->currentWidget());
        QTest::mouseClick(view->viewport(), Qt::LeftButton);
    }

    ScenarioDocument m_document;
    EvaluationController m_controller{&m_document};
    ChartArea m_area{&m_controller};
    std::unique_ptr<PresentationWindow> m_window;
    Scenario m_scenario;
    std::vector<int> m_sliderStart;
};

TEST_F(PresentationKeysTest, AClickersKeysTurnTheSlidesAndMoveNoLiveInput)
{
    // The slides hold the keys from the start, not the first slider of the tab chain.
    EXPECT_TRUE(slidesHaveTheKeys());
    EXPECT_TRUE(hint().contains(QStringLiteral("Tab the sliders"))) << hint().toStdString();
    ASSERT_EQ(m_window->currentIndex(), 0);
    // The first two charts (TCO over time, cost per run) both have something to show.
    press(Qt::Key_Right);
    EXPECT_EQ(m_window->currentIndex(), 1);
    press(Qt::Key_Left);
    EXPECT_EQ(m_window->currentIndex(), 0);
    press(Qt::Key_PageDown);
    EXPECT_EQ(m_window->currentIndex(), 1);
    press(Qt::Key_PageUp);
    EXPECT_EQ(m_window->currentIndex(), 0);
    press(Qt::Key_Space);
    EXPECT_EQ(m_window->currentIndex(), 1);
    expectInputsUntouched();
    EXPECT_TRUE(slidesHaveTheKeys());
}

TEST_F(PresentationKeysTest, TabHandsTheArrowsToTheSliderAndEscHandsThemBack)
{
    QSlider *porting = m_window->liveBar()->sliderAt(0);
    ASSERT_EQ(m_window->liveBar()->inputs()[0].target, kPorting);
    press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), porting);
    EXPECT_TRUE(hint().contains(QStringLiteral("move this slider"))) << hint().toStdString();

    // One single step of 1000 over 2 to 6 weeks: 4 + 10 / 1000 x 4 = 4.04 weeks.
    press(Qt::Key_Right);
    EXPECT_EQ(porting->value(), m_sliderStart[0] + porting->singleStep());
    EXPECT_DOUBLE_EQ(m_window->whatIf().values().at(kPorting), 4.04);
    EXPECT_EQ(m_window->currentIndex(), 0);

    // Esc gives the keys back without leaving; the moved value stays on the slide.
    press(Qt::Key_Escape);
    EXPECT_TRUE(m_window->isVisible());
    EXPECT_TRUE(slidesHaveTheKeys());
    EXPECT_TRUE(hint().contains(QStringLiteral("Tab the sliders"))) << hint().toStdString();
    const int moved = porting->value();
    press(Qt::Key_Right);
    press(Qt::Key_PageDown);
    EXPECT_EQ(m_window->currentIndex(), 2);
    EXPECT_EQ(porting->value(), moved);

    // A second Esc, with the keys at the slides, leaves.
    press(Qt::Key_Escape);
    EXPECT_FALSE(m_window->isVisible());
}

TEST_F(PresentationKeysTest, AClickOnTheSlideHandsTheKeysBack)
{
    press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), m_window->liveBar()->sliderAt(0));
    clickTheSlide();
    EXPECT_TRUE(slidesHaveTheKeys());
    press(Qt::Key_PageDown);
    EXPECT_EQ(m_window->currentIndex(), 1);
    expectInputsUntouched();
}

TEST_F(PresentationKeysTest, TheMouseMovesASliderWithoutTakingTheKeys)
{
    // Dragging a slider with the mouse is not tabbing into the bar: the clicker's next
    // key still turns the slide and leaves the dragged value where it was put.
    QSlider *porting = m_window->liveBar()->sliderAt(0);
    const auto drag = [porting] {
        // From the handle, in the middle at 4 weeks, to the right end.
        const int y = porting->height() / 2;
        QTest::mousePress(porting, Qt::LeftButton, {}, QPoint(porting->width() / 2, y));
        QTest::mouseMove(porting, QPoint(porting->width() - 4, y));
        QTest::mouseRelease(porting, Qt::LeftButton, {}, QPoint(porting->width() - 4, y));
    };
    drag();
    const int dragged = porting->value();
    ASSERT_GT(dragged, m_sliderStart[0]);
    EXPECT_TRUE(slidesHaveTheKeys());
    press(Qt::Key_PageDown);
    EXPECT_EQ(m_window->currentIndex(), 1);
    EXPECT_EQ(porting->value(), dragged);

    // Reset, clicked, leaves the keys with the slides too; Alt+R resets from there.
    QTest::mouseClick(m_window->liveBar()->resetButton(), Qt::LeftButton);
    EXPECT_TRUE(slidesHaveTheKeys());
    {
        SCOPED_TRACE("clicked Reset");
        expectInputsUntouched();
    }
    drag();
    ASSERT_NE(porting->value(), m_sliderStart[0]);
    QTest::keyClick(m_window->windowHandle(), Qt::Key_R, Qt::AltModifier);
    // A mnemonic animates the click: the button comes up, and resets, a moment later.
    EXPECT_TRUE(QTest::qWaitFor([&] { return porting->value() == m_sliderStart[0]; }));
    EXPECT_TRUE(slidesHaveTheKeys());
    press(Qt::Key_PageUp);
    EXPECT_EQ(m_window->currentIndex(), 0);
    expectInputsUntouched();
}

TEST_F(PresentationKeysTest, TabWalksTheBarAndBackToTheSlides)
{
    // Three sliders, then Reset, then the slides again.
    LiveInputsBar *bar = m_window->liveBar();
    for (int i = 0; i < bar->count(); ++i) {
        press(Qt::Key_Tab);
        EXPECT_EQ(QApplication::focusWidget(), bar->sliderAt(i)) << i;
    }
    press(Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget(), bar->resetButton());
    press(Qt::Key_Tab);
    EXPECT_TRUE(slidesHaveTheKeys());
    press(Qt::Key_Space);
    EXPECT_EQ(m_window->currentIndex(), 1);
    expectInputsUntouched();
}

} // namespace
} // namespace acceldecide::ui
