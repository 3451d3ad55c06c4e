// Chart export for slides: PNG at 1×, 2× and a chosen size, SVG that stays vector, the
// clipboard, errors that name the path, and an existing file that survives a failed
// export. Also the right-click menu of the chart area and of presentation mode, whose
// exports have the size (and presentation palette) of what is shown.

#include "QtPrinters.h"
#include "render/charts/ChartTestSupport.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/charts/ChartArea.h"
#include "ui/charts/ChartExportMenu.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/ChartImageExport.h"
#include "ui/render/charts/EvaluationChart.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <csignal>
#include <memory>
#include <set>
#include <sys/resource.h>

namespace acceldecide::ui {
namespace {

const std::string kSeed004 = "seed004-trn3-vs-h200-inference.json";
const std::string kWithUncertainty = "seed001-decision-matrix-uncertainty.json";
constexpr int kTcoChart = 0; // EvaluationCharts::createAll() order

// A fresh chart of the given kind, fed with a seed as the chart area would feed it.
struct FreshChart
{
    test::EvaluatedSeed seed;
    std::unique_ptr<EvaluationChart> chart;

    FreshChart(const std::string &seedName, int index,
               const ChartPalette &palette = ChartPalette(false, 1.0))
        : seed(test::seedScenario(seedName))
    {
        auto charts = EvaluationCharts::createAll();
        chart = std::move(charts.at(std::size_t(index)));
        chart->setPalette(palette);
        chart->update(seed.inputs());
    }
};

QImage loadImage(const QString &path)
{
    QImage image;
    image.load(path);
    return image;
}

// Distinct colours inside the plot area (scaled from the layout size to the picture):
// a blank or unlaid-out chart has one or two.
std::size_t plotColours(const QImage &image, const QRectF &plot, double scale)
{
    std::set<QRgb> colours;
    const QRect pixels = QRectF(plot.topLeft() * scale, plot.size() * scale).toRect();
    for (int y = std::max(0, pixels.top()); y < std::min(image.height(), pixels.bottom()); y += 2)
        for (int x = std::max(0, pixels.left()); x < std::min(image.width(), pixels.right());
             x += 2)
            colours.insert(image.pixel(x, y));
    return colours.size();
}

// With ACCELDECIDE_CHART_PNG_DIR set, keeps a copy of an export for people to look at.
void keep(const QString &path, const QString &name)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_CHART_PNG_DIR");
    if (!directory.isEmpty()) {
        QFile::remove(QDir(directory).filePath(name));
        QFile::copy(path, QDir(directory).filePath(name));
    }
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Makes every write past `bytes` fail with EFBIG (also as root, unlike permissions)
// for as long as it lives; SIGXFSZ is ignored so the write returns the error instead
// of ending the process.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_previous);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_previous;
        limit.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_previous);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    bool active() const { return m_active; }

private:
    rlimit m_previous{};
    void (*m_handler)(int) = SIG_DFL;
    bool m_active = false;
};

TEST(ChartImageExportTest, FormatComesFromTheExtensionInAnyCase)
{
    EXPECT_EQ(ChartImageExport::formatForPath(QStringLiteral("/a/b.png")), ChartImageFormat::Png);
    EXPECT_EQ(ChartImageExport::formatForPath(QStringLiteral("B.PNG")), ChartImageFormat::Png);
    EXPECT_EQ(ChartImageExport::formatForPath(QStringLiteral("deck.v2.Svg")),
              ChartImageFormat::Svg);
    EXPECT_FALSE(ChartImageExport::formatForPath(QStringLiteral("chart.jpg")));
    EXPECT_FALSE(ChartImageExport::formatForPath(QStringLiteral("png")));
}

TEST(ChartImageExportTest, PngAtOneAndTwoTimesHasTheRightPixelsAndIsNotBlank)
{
    FreshChart fresh(kSeed004, kTcoChart);
    QTemporaryDir dir;
    const QSizeF logical(800, 450);
    for (const double scale : {1.0, 2.0}) {
        const QString path = dir.filePath(QStringLiteral("tco-%1x.png").arg(scale));
        const QSize pixels = ChartImageExport::pixelsAt(logical, scale);
        const QString error = ChartImageExport::writePng(*fresh.chart, path, logical, pixels);
        ASSERT_TRUE(error.isEmpty()) << error;
        const QImage image = loadImage(path);
        ASSERT_FALSE(image.isNull()) << path;
        EXPECT_EQ(image.size(), QSize(qRound(800 * scale), qRound(450 * scale)));
        EXPECT_EQ(QColor(image.pixel(1, 1)).rgb(), ChartPalette().background().rgb());
        // Laid out at the logical size: the plot area lies inside it, and has lines in it.
        const QRectF plot = fresh.chart->chart()->plotArea();
        EXPECT_GT(plot.width(), 400.0);
        EXPECT_LT(plot.right(), logical.width());
        EXPECT_GT(plotColours(image, plot, scale), 8u) << scale;
    }
    // 2× is the 1× layout, sharper: the same proportion of dark (text, line) pixels.
    const QImage one = loadImage(dir.filePath(QStringLiteral("tco-1x.png")));
    const QImage two = loadImage(dir.filePath(QStringLiteral("tco-2x.png")))
                           .scaled(one.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    int differing = 0;
    for (int y = 0; y < one.height(); y += 3)
        for (int x = 0; x < one.width(); x += 3)
            differing += qAbs(qGray(one.pixel(x, y)) - qGray(two.pixel(x, y))) > 96;
    EXPECT_LT(differing, (one.width() / 3) * (one.height() / 3) / 50);
}

TEST(ChartImageExportTest, PngAtAChosenSizeHasExactlyThosePixels)
{
    FreshChart fresh(kSeed004, kTcoChart);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("slide.png"));
    const QSize pixels(1921, 1079);
    const QSizeF logical = ChartImageExport::logicalSizeFor(pixels, QSizeF(960, 540));
    // The text keeps its proportion of the picture: about the 960 × 540 layout, at 2×.
    EXPECT_NEAR(logical.width(), 960.5, 1.0);
    EXPECT_NEAR(logical.height(), 539.5, 1.0);
    const QString error = ChartImageExport::write(*fresh.chart, path, logical, pixels);
    ASSERT_TRUE(error.isEmpty()) << error;
    const QImage image = loadImage(path);
    EXPECT_EQ(image.size(), pixels);
    EXPECT_GT(
        plotColours(image, fresh.chart->chart()->plotArea(), pixels.width() / logical.width()), 8u);
}

TEST(ChartImageExportTest, SvgIsXmlWithVectorPathsAndTheChartsText)
{
    FreshChart fresh(kSeed004, kTcoChart);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tco.SVG"));
    const QString error = ChartImageExport::write(*fresh.chart, path, QSizeF(1000, 600),
                                                  QSize(1, 1)); // pixels: unused by SVG
    ASSERT_TRUE(error.isEmpty()) << error;

    QXmlStreamReader xml(readAll(path));
    QString root;
    QString viewBox;
    QString title;
    QStringList texts;
    int shapes = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString name = xml.name().toString();
        if (root.isEmpty()) {
            root = name;
            viewBox = xml.attributes().value(QStringLiteral("viewBox")).toString();
        } else if (name == QLatin1String("title")) {
            title = xml.readElementText();
        } else if (name == QLatin1String("text")) {
            texts << xml.readElementText().trimmed();
        } else if (name == QLatin1String("path") || name == QLatin1String("polyline")) {
            ++shapes;
        }
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString();
    EXPECT_EQ(root, QStringLiteral("svg"));
    EXPECT_EQ(viewBox, QStringLiteral("0 0 1000 600"));
    EXPECT_EQ(title, fresh.chart->chart()->title());
    // Lines, grid and axes as shapes, not one embedded bitmap.
    EXPECT_GT(shapes, 10);
    EXPECT_EQ(readAll(path).indexOf("<image"), -1);
    EXPECT_TRUE(texts.contains(QStringLiteral("Total cost of ownership over time")))
        << texts.join('|');
    EXPECT_TRUE(texts.contains(QStringLiteral("Month"))) << texts.join('|');
    EXPECT_TRUE(texts.contains(QStringLiteral("Cumulative cost (USD)"))) << texts.join('|');
    EXPECT_TRUE(texts.contains(QStringLiteral("$100,000"))) << texts.join('|');
}

// SVG Tiny has no pattern fills; the GPU options' dotted bars keep their colour as a
// solid tint, and the chart gets its patterns back afterwards.
TEST(ChartImageExportTest, SvgKeepsTheColourOfPatternFilledBars)
{
    constexpr int kUnitCostChart = 3;
    FreshChart fresh(kSeed004, kUnitCostChart);
    const QSizeF size(900, 500);
    const QByteArray svg = ChartImageExport::svg(*fresh.chart, size);
    QSvgRenderer renderer(svg);
    ASSERT_TRUE(renderer.isValid());
    QImage image(size.toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        renderer.render(&painter, QRectF(QPointF(0, 0), size));
    }
    // The first option (H200 spot, a GPU: dotted) is the first of three bars.
    const QRectF plot = fresh.chart->chart()->plotArea();
    const QColor inBar(image.pixel(int(plot.left() + plot.width() / 6), int(plot.bottom() - 20)));
    const QColor gpu = fresh.chart->palette().optionColor(Stack::Cuda, 0);
    EXPECT_NE(inBar.rgb(), QColor(Qt::white).rgb());
    EXPECT_LT(qAbs(inBar.hue() - gpu.hue()), 20) << inBar.name().toStdString();

    const auto series = fresh.chart->chart()->series();
    bool patterned = false;
    for (QAbstractSeries *one : series) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(one)) {
            for (QBarSet *set : bars->barSets())
                patterned = patterned || set->brush().style() == Qt::Dense2Pattern;
        }
    }
    EXPECT_TRUE(patterned);
}

TEST(ChartImageExportTest, CopyPutsAnImageOfTheExpectedSizeOnTheClipboard)
{
    FreshChart fresh(kWithUncertainty, kTcoChart);
    QClipboard *clipboard = QGuiApplication::clipboard();
    ASSERT_NE(clipboard, nullptr);
    clipboard->clear();
    const QString error =
        ChartImageExport::copyToClipboard(*fresh.chart, QSizeF(640, 360), QSize(1280, 720));
    ASSERT_TRUE(error.isEmpty()) << error;
    const QImage image = clipboard->image();
    EXPECT_EQ(image.size(), QSize(1280, 720));
    EXPECT_GT(plotColours(image, fresh.chart->chart()->plotArea(), 2.0), 8u);
}

TEST(ChartImageExportTest, UnwritableOrUnknownPathsAreErrorsNamingThePath)
{
    FreshChart fresh(kSeed004, kTcoChart);
    QTemporaryDir dir;
    const QString missingDirectory = dir.filePath(QStringLiteral("no-such-dir/chart.png"));
    const QString error =
        ChartImageExport::write(*fresh.chart, missingDirectory, QSizeF(600, 400), QSize(600, 400));
    EXPECT_TRUE(error.contains(QDir::toNativeSeparators(missingDirectory))) << error;
    EXPECT_FALSE(QFile::exists(missingDirectory));

    const QString jpeg = dir.filePath(QStringLiteral("chart.jpg"));
    const QString unknown =
        ChartImageExport::write(*fresh.chart, jpeg, QSizeF(600, 400), QSize(600, 400));
    EXPECT_TRUE(unknown.contains(jpeg)) << unknown;
    EXPECT_TRUE(unknown.contains(QStringLiteral(".png or .svg"))) << unknown;
    EXPECT_FALSE(QFile::exists(jpeg));

    const QString svgError = ChartImageExport::writeSvg(
        *fresh.chart, dir.filePath(QStringLiteral("no-such-dir/chart.svg")), QSizeF(600, 400));
    EXPECT_TRUE(svgError.contains(QStringLiteral("no-such-dir"))) << svgError;
}

TEST(ChartImageExportTest, AnExistingFileSurvivesAFailedExportAndIsReplacedByAGoodOne)
{
    FreshChart fresh(kSeed004, kTcoChart);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deck.png"));
    const QByteArray old = "the previous picture";
    const QStringList targets = {path, dir.filePath(QStringLiteral("deck.svg"))};
    for (const QString &target : targets) {
        QFile file(target);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(old);
    }
    for (const QString &target : targets) {
        QString error;
        {
            FileSizeLimit limit(4096); // far less than the picture
            ASSERT_TRUE(limit.active());
            error =
                ChartImageExport::write(*fresh.chart, target, QSizeF(900, 500), QSize(900, 500));
        }
        EXPECT_FALSE(error.isEmpty()) << target;
        EXPECT_TRUE(error.contains(QDir::toNativeSeparators(target))) << error;
        EXPECT_EQ(readAll(target), old) << target;
    }
    // No half-written temporary file is left next to it.
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 2);

    const QString error =
        ChartImageExport::write(*fresh.chart, path, QSizeF(900, 500), QSize(900, 500));
    ASSERT_TRUE(error.isEmpty()) << error;
    EXPECT_EQ(loadImage(path).size(), QSize(900, 500));
}

// Every chart of a seed with uncertainty ranges exports to PNG and SVG with content.
TEST(ChartImageExportTest, EveryChartKindExports)
{
    QTemporaryDir dir;
    for (int index = 0; index < 6; ++index) {
        FreshChart fresh(kWithUncertainty, index);
        const QString png = dir.filePath(QStringLiteral("chart-%1.png").arg(index));
        const QString svg = dir.filePath(QStringLiteral("chart-%1.svg").arg(index));
        ASSERT_TRUE(ChartImageExport::write(*fresh.chart, png, QSizeF(1000, 600), QSize(1000, 600))
                        .isEmpty());
        ASSERT_TRUE(ChartImageExport::write(*fresh.chart, svg, QSizeF(1000, 600), QSize(1000, 600))
                        .isEmpty());
        keep(svg, QStringLiteral("export-kind-%1.svg").arg(index));
        const QImage image = loadImage(png);
        EXPECT_EQ(image.size(), QSize(1000, 600)) << index;
        EXPECT_GT(plotColours(image, fresh.chart->chart()->plotArea(), 1.0), 4u) << index;
        EXPECT_TRUE(readAll(svg).contains(fresh.chart->chart()->title().toHtmlEscaped().toUtf8()))
            << index;
    }
}

// ---- the right-click menu -------------------------------------------------------------

struct Window
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    ChartArea area{&controller};

    explicit Window(const std::string &seed)
    {
        controller.setMonteCarloSamples(20'000);
        document.reset(test::seedScenario(seed));
        controller.waitForMonteCarlo();
    }
};

TEST(ChartExportMenuTest, EveryChartViewHasTheExportMenu)
{
    Window window(kSeed004);
    for (int i = 0; i < window.area.chartCount(); ++i) {
        QChartView *view = window.area.viewAt(i);
        EXPECT_EQ(view->contextMenuPolicy(), Qt::CustomContextMenu) << i;
        ChartExportMenu *menu = ChartExportMenu::of(view);
        ASSERT_NE(menu, nullptr) << i;
        std::unique_ptr<QMenu> popup(menu->createMenu(nullptr));
        QStringList texts;
        for (const QAction *action : popup->actions()) {
            if (!action->isSeparator())
                texts << action->text();
        }
        EXPECT_EQ(
            texts,
            (QStringList{QStringLiteral("Save as PNG (1×)…"), QStringLiteral("Save as PNG (2×)…"),
                         QStringLiteral("Save as PNG at Size…"), QStringLiteral("Save as SVG…"),
                         QStringLiteral("Copy to Clipboard")}));
    }
    const QString name = ChartExportMenu::of(window.area.viewAt(0))->defaultFileName("png");
    EXPECT_TRUE(name.startsWith(window.area.chartAt(0)->title())) << name;
    // "Seed 004: Trainium 3 vs H200 inference at 1 B tokens/day", minus ':' and '/'.
    EXPECT_TRUE(name.contains(QStringLiteral("Seed 004- Trainium 3 vs H200 inference at 1 B "
                                             "tokens-day")))
        << name;
    EXPECT_FALSE(name.contains(QLatin1Char(':'))) << name;
    EXPECT_TRUE(name.endsWith(QStringLiteral(".png"))) << name;
    EXPECT_FALSE(name.contains(QLatin1Char('/'))) << name;
}

TEST(ChartExportMenuTest, ExportsTheSizeTheViewShowsAndLeavesTheShownChartAlone)
{
    Window window(kWithUncertainty);
    window.area.resize(900, 560);
    window.area.setCurrentIndex(kTcoChart);
    window.area.show();
    QApplication::processEvents();
    QChartView *view = window.area.viewAt(kTcoChart);
    const QSize shown = view->size();
    ASSERT_FALSE(shown.isEmpty());
    ChartExportMenu *menu = ChartExportMenu::of(view);
    ASSERT_NE(menu, nullptr);
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("1x.png"));
    const QString two = dir.filePath(QStringLiteral("2x.png"));
    const QString sized = dir.filePath(QStringLiteral("sized.png"));
    ASSERT_TRUE(menu->exportAtScale(one, 1.0).isEmpty());
    ASSERT_TRUE(menu->exportAtScale(two, 2.0).isEmpty());
    ASSERT_TRUE(menu->exportAtPixels(sized, QSize(1600, 900)).isEmpty());
    EXPECT_EQ(loadImage(one).size(), shown);
    EXPECT_EQ(loadImage(two).size(), shown * 2);
    EXPECT_EQ(loadImage(sized).size(), QSize(1600, 900));
    keep(one, QStringLiteral("export-menu-1x.png"));
    keep(two, QStringLiteral("export-menu-2x.png"));
    keep(sized, QStringLiteral("export-menu-1600x900.png"));
    // What the view shows still belongs to its scene.
    EXPECT_EQ(view->chart(), window.area.chartAt(kTcoChart)->chart());
    EXPECT_EQ(view->chart()->scene(), view->scene());

    QGuiApplication::clipboard()->clear();
    ASSERT_TRUE(menu->copyAtScale(1.0).isEmpty());
    EXPECT_EQ(QGuiApplication::clipboard()->image().size(), shown);
}

TEST(ChartExportMenuTest, PresentationChartsExportAsShownWithTheirLargeFonts)
{
    Window window(kSeed004);
    PresentationWindow presentation(&window.area, &window.controller, kTcoChart);
    presentation.resize(1280, 720);
    presentation.show();
    QApplication::processEvents();
    QChartView *view = nullptr;
    for (QChartView *candidate : presentation.findChildren<QChartView *>()) {
        if (candidate->chart() == presentation.chartAt(kTcoChart)->chart())
            view = candidate;
    }
    ASSERT_NE(view, nullptr);
    ChartExportMenu *menu = ChartExportMenu::of(view);
    ASSERT_NE(menu, nullptr);
    EXPECT_EQ(view->contextMenuPolicy(), Qt::CustomContextMenu);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("presented.png"));
    ASSERT_TRUE(menu->exportAtScale(path, 1.0).isEmpty());
    const QImage exported = loadImage(path).convertToFormat(QImage::Format_ARGB32);
    EXPECT_EQ(exported.size(), view->size());
    keep(path, QStringLiteral("export-presentation.png"));

    // Exactly the presentation's look: its palette with the large font scale.
    const ChartPalette shown = presentation.chartAt(kTcoChart)->palette();
    EXPECT_DOUBLE_EQ(shown.fontScale(), PresentationWindow::kFontScale);
    const auto render = [&](const ChartPalette &palette) {
        auto charts = EvaluationCharts::createAll();
        EvaluationChart &chart = *charts.at(kTcoChart);
        chart.setPalette(palette);
        chart.update(window.area.inputs());
        return ChartImageExport::image(chart, QSizeF(view->size()), view->size())
            .convertToFormat(QImage::Format_ARGB32);
    };
    EXPECT_EQ(exported, render(ChartPalette(shown.dark(), PresentationWindow::kFontScale)));
    EXPECT_NE(exported, render(ChartPalette(shown.dark(), 1.0)));
}

} // namespace
} // namespace acceldecide::ui
