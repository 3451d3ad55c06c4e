// Every chart of every shipped example, at the window's size, at twice that size and as a
// presentation slide: no two texts of the chart (title, axis labels, legend, callouts,
// the message) overlap, and none leaves the chart.

#include "ExampleScenarios.h"
#include "render/charts/ChartTestSupport.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/charts/ChartArea.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/SensitivityChart.h"

#include <QChart>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTextDocument>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace acceldecide::ui {
namespace {

struct Size
{
    const char *name;
    QSizeF logical;
    double fontScale;
};

const Size kSizes[] = {{"1x", {900, 560}, 1.0},
                       {"2x", {1800, 1120}, 1.0},
                       {"slide", {1872, 1000}, PresentationWindow::kFontScale},
                       {"small slide", {1552, 800}, PresentationWindow::kFontScale}};

struct PlacedText
{
    QString text;
    QRectF rect;
};

// Where the glyphs of `text` in `font` are, inside a text item whose first line's top is
// at `top`: a line's box also holds the font's leading and descent, which overlap a
// neighbour's box without any ink touching.
QRectF inkRect(const QString &text, const QFont &font, qreal left, qreal top)
{
    const QFontMetricsF metrics(font);
    QRectF ink;
    qreal baseline = top + metrics.ascent();
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        ink |= metrics.tightBoundingRect(line).translated(left, baseline);
        baseline += metrics.lineSpacing();
    }
    return ink;
}

// The texts a reader sees: visible, non-empty text items, where the scene draws their ink.
std::vector<PlacedText> visibleTexts(const QGraphicsScene &scene)
{
    std::vector<PlacedText> texts;
    for (const QGraphicsItem *item : scene.items()) {
        if (!item->isVisible() || item->opacity() <= 0.0)
            continue;
        QString text;
        QRectF local;
        if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item)) {
            text = simple->text();
            local = inkRect(text, simple->font(), 0.0, 0.0);
        } else if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item)) {
            text = rich->toPlainText();
            const qreal margin = rich->document()->documentMargin();
            // Wrapped or centred text: its lines' ink lies within the document's box.
            local = rich->document()->lineCount() > text.count(QLatin1Char('\n')) + 1
                        ? rich->boundingRect().adjusted(margin, margin, -margin, -margin)
                        : inkRect(text, rich->font(), margin, margin);
            local = local.intersected(rich->boundingRect());
        }
        if (text.trimmed().isEmpty())
            continue;
        texts.push_back({text, item->sceneTransform().mapRect(local)});
    }
    return texts;
}

Scenario example(const std::string &name)
{
    QFile file(QStringLiteral(ACCELDECIDE_SCENARIOS_DIR "/") + QString::fromStdString(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    const ScenarioReadResult read = ScenarioReader::fromText(file.readAll().toStdString());
    EXPECT_TRUE(read.ok()) << name;
    return read.ok() ? read.value() : Scenario{};
}

class ChartLabelLayoutTest : public ::testing::TestWithParam<std::string>
{};

TEST_P(ChartLabelLayoutTest, NoTwoTextsOverlapAndNoneLeavesTheChart)
{
    const test::EvaluatedSeed seed(example(GetParam()));
    for (const Size &size : kSizes) {
        const ChartPalette palette(size.fontScale > 1.0, size.fontScale);
        for (const std::unique_ptr<EvaluationChart> &chart : EvaluationCharts::createAll()) {
            chart->setPalette(palette);
            QGraphicsScene scene;
            scene.addItem(chart->chart());
            chart->chart()->setGeometry(QRectF(QPointF(0, 0), size.logical));
            chart->update(seed.inputs());
            chart->chart()->layout()->activate();
            // Callouts follow the plot area, which the layout has just placed.
            chart->chart()->layout()->activate();
            const QRectF bounds(QPointF(0, 0), size.logical);
            const std::vector<PlacedText> texts = visibleTexts(scene);
            const std::string where =
                GetParam() + ", " + size.name + ", " + chart->chart()->title().toStdString();
            // The one pair Qt Charts places on its own with no way to move it: the first
            // labels of the two axes, where they meet below the plot's bottom-left corner
            // (at slide size their large digits may touch). Every other pair is checked.
            const QRectF plot = chart->chart()->plotArea();
            const QRectF corner(plot.bottomLeft() - QPointF(plot.width() * 0.1, 0.0),
                                QSizeF(plot.width() * 0.2, plot.height() * 0.1 + 200.0));
            const auto axisCorner = [&](const PlacedText &a, const PlacedText &b) {
                return !plot.intersects(a.rect) && !plot.intersects(b.rect) &&
                       corner.contains(a.rect.center()) && corner.contains(b.rect.center()) &&
                       a.rect.intersected(b.rect).height() <= 4.0;
            };
            for (std::size_t i = 0; i < texts.size(); ++i) {
                EXPECT_TRUE(bounds.contains(texts[i].rect))
                    << where << ": \"" << texts[i].text.toStdString() << "\" leaves the chart";
                // Titles and the tornado's input labels are never cut short. (Bar charts'
                // category labels may be: their legend gives every name in full.)
                const bool cut = texts[i].text.contains(QChar(0x2026)) ||
                                 texts[i].text.contains(QStringLiteral("..."));
                const QString title = chart->chart()->title();
                const bool isTitle =
                    texts[i].text == title || (cut && title.startsWith(texts[i].text.left(12)));
                EXPECT_FALSE(cut && (isTitle || dynamic_cast<SensitivityChart *>(chart.get())))
                    << where << ": \"" << texts[i].text.toStdString() << "\" is truncated";
                for (std::size_t j = i + 1; j < texts.size(); ++j)
                    EXPECT_FALSE(texts[i].rect.intersects(texts[j].rect) &&
                                 !axisCorner(texts[i], texts[j]))
                        << where << ": \"" << texts[i].text.toStdString() << "\" overlaps \""
                        << texts[j].text.toStdString() << "\" by "
                        << texts[i].rect.intersected(texts[j].rect).width() << " x "
                        << texts[i].rect.intersected(texts[j].rect).height() << " px";
            }
            scene.removeItem(chart->chart());
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, ChartLabelLayoutTest,
                         ::testing::ValuesIn(acceldecide::test::exampleScenarios()),
                         test::seedTestName);

} // namespace
} // namespace acceldecide::ui
