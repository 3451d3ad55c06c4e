#include "ui/render/charts/ChartImageExport.h"

#include "ui/render/charts/ChartRenderer.h"
#include "ui/render/charts/EvaluationChart.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QBuffer>
#include <QByteArray>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QScreen>
#include <QSvgGenerator>

#include <cmath>
#include <functional>
#include <vector>

namespace acceldecide::ui {

namespace {

constexpr double kInchesPerMeter = 39.3700787;

// The resolution the chart's fonts were measured at when it was laid out (QFontMetrics
// without a device uses the primary screen's). Painting onto a device of another
// resolution would resize the text but not the layout, so labels would overflow or
// shrink: every target is given this one.
double layoutDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? screen->logicalDotsPerInchY() : 96.0;
}

// The share of pixels a pattern brush paints, to stand in for it with a solid tint.
double coverage(Qt::BrushStyle style)
{
    switch (style) {
    case Qt::Dense1Pattern:
        return 0.94;
    case Qt::Dense2Pattern:
        return 0.88;
    case Qt::Dense3Pattern:
        return 0.63;
    case Qt::Dense4Pattern:
        return 0.5;
    case Qt::Dense5Pattern:
        return 0.37;
    case Qt::Dense6Pattern:
        return 0.12;
    case Qt::Dense7Pattern:
        return 0.06;
    default:
        return 0.3; // line hatches
    }
}

bool isPattern(const QBrush &brush)
{
    return brush.style() >= Qt::Dense1Pattern && brush.style() <= Qt::DiagCrossPattern;
}

QBrush solidTint(const QBrush &brush, const QColor &background)
{
    const double share = coverage(brush.style());
    const QColor colour = brush.color();
    return QBrush(
        QColor::fromRgbF(float(colour.redF() * share + background.redF() * (1.0 - share)),
                         float(colour.greenF() * share + background.greenF() * (1.0 - share)),
                         float(colour.blueF() * share + background.blueF() * (1.0 - share))));
}

// SVG Tiny 1.2, which QSvgGenerator writes, has no pattern fills: it leaves shapes with a
// hatched or dotted brush (the GPU options' bars, commitment owed) unfilled, so they lose
// their colour. For the SVG they get a solid tint of that colour; the returned calls put
// the patterns back.
std::vector<std::function<void()>> replacePatterns(QChart *chart, const QColor &background)
{
    std::vector<std::function<void()>> restore;
    const auto seriesList = chart->series();
    for (QAbstractSeries *series : seriesList) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            const auto sets = bars->barSets();
            for (QBarSet *set : sets) {
                const QBrush brush = set->brush();
                if (!isPattern(brush))
                    continue;
                set->setBrush(solidTint(brush, background));
                restore.push_back([set, brush] { set->setBrush(brush); });
            }
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            const QBrush brush = area->brush();
            if (!isPattern(brush))
                continue;
            area->setBrush(solidTint(brush, background));
            restore.push_back([area, brush] { area->setBrush(brush); });
        }
    }
    return restore;
}

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

} // namespace

std::optional<ChartImageFormat> ChartImageExport::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ChartImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ChartImageFormat::Svg;
    return std::nullopt;
}

QString ChartImageExport::write(EvaluationChart &chart, const QString &path,
                                const QSizeF &logicalSize, const QSize &pixelSize)
{
    const std::optional<ChartImageFormat> format = formatForPath(path);
    if (!format)
        return tr("Cannot export to %1: unsupported image type \"%2\" (use .png or .svg)")
            .arg(nativePath(path), QFileInfo(path).suffix());
    return *format == ChartImageFormat::Png ? writePng(chart, path, logicalSize, pixelSize)
                                            : writeSvg(chart, path, logicalSize);
}

QString ChartImageExport::checkSizes(const QString &path, const QSizeF &logicalSize,
                                     const QSize &pixelSize)
{
    if (logicalSize.isEmpty() || pixelSize.isEmpty())
        return tr("Cannot export to %1: the chart has no size (%2 × %3 pixels)")
            .arg(nativePath(path))
            .arg(pixelSize.width())
            .arg(pixelSize.height());
    return {};
}

QImage ChartImageExport::image(EvaluationChart &chart, const QSizeF &logicalSize,
                               const QSize &pixelSize)
{
    if (logicalSize.isEmpty() || pixelSize.isEmpty())
        return {};
    QImage picture(pixelSize, QImage::Format_ARGB32_Premultiplied);
    if (picture.isNull())
        return picture; // too large to allocate
    const int dotsPerMeter = qRound(layoutDpi() * kInchesPerMeter);
    picture.setDotsPerMeterX(dotsPerMeter);
    picture.setDotsPerMeterY(dotsPerMeter);
    picture.fill(chart.palette().background());
    {
        QPainter painter(&picture);
        ChartRenderer::render(chart, painter, QRectF(QPointF(0, 0), QSizeF(pixelSize)),
                              logicalSize);
    }
    // A 2× picture says so in its resolution, so slide software inserts it at the same
    // physical size as the 1× one (sharper, not larger).
    const double scale = double(pixelSize.width()) / logicalSize.width();
    picture.setDotsPerMeterX(qRound(dotsPerMeter * scale));
    picture.setDotsPerMeterY(qRound(dotsPerMeter * scale));
    return picture;
}

QByteArray ChartImageExport::svg(EvaluationChart &chart, const QSizeF &logicalSize)
{
    QByteArray bytes;
    if (logicalSize.isEmpty())
        return bytes;
    // Into memory first: QSvgGenerator writes the document only when painting ends, and
    // the file is written in one piece afterwards (see saveBytes).
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(logicalSize.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), logicalSize));
    generator.setResolution(qRound(layoutDpi()));
    const QString title =
        chart.chart() && !chart.chart()->title().isEmpty() ? chart.chart()->title() : chart.title();
    generator.setTitle(title);
    generator.setDescription(tr("AccelDecide chart: %1").arg(title));
    const std::vector<std::function<void()>> restore =
        chart.chart() ? replacePatterns(chart.chart(), chart.palette().background())
                      : std::vector<std::function<void()>>();
    {
        QPainter painter(&generator);
        // The background as a shape of its own, so the SVG is not transparent where the
        // chart leaves the background unpainted (the PNG is filled the same way).
        painter.fillRect(QRectF(QPointF(0, 0), logicalSize), chart.palette().background());
        ChartRenderer::render(chart, painter, QRectF(QPointF(0, 0), logicalSize), logicalSize);
    }
    for (const std::function<void()> &undo : restore)
        undo();
    return bytes;
}

QString ChartImageExport::saveBytes(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(nativePath(path), file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return tr("Cannot write %1: %2").arg(nativePath(path), reason);
    }
    // Nothing replaces an existing file before this point; on failure the temporary
    // file is removed and the old one stays as it was.
    if (!file.commit())
        return tr("Cannot write %1: %2").arg(nativePath(path), file.errorString());
    return {};
}

QString ChartImageExport::writePng(EvaluationChart &chart, const QString &path,
                                   const QSizeF &logicalSize, const QSize &pixelSize)
{
    if (QString error = checkSizes(path, logicalSize, pixelSize); !error.isEmpty())
        return error;
    const QImage picture = image(chart, logicalSize, pixelSize);
    if (picture.isNull())
        return tr("Cannot export to %1: not enough memory for a %2 × %3 pixel image")
            .arg(nativePath(path))
            .arg(pixelSize.width())
            .arg(pixelSize.height());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(picture))
        return tr("Cannot export to %1: %2").arg(nativePath(path), writer.errorString());
    return saveBytes(path, bytes);
}

QString ChartImageExport::writeSvg(EvaluationChart &chart, const QString &path,
                                   const QSizeF &logicalSize)
{
    if (QString error = checkSizes(path, logicalSize, logicalSize.toSize()); !error.isEmpty())
        return error;
    const QByteArray bytes = svg(chart, logicalSize);
    if (bytes.isEmpty())
        return tr("Cannot export to %1: the SVG generator wrote nothing").arg(nativePath(path));
    return saveBytes(path, bytes);
}

QString ChartImageExport::copyToClipboard(EvaluationChart &chart, const QSizeF &logicalSize,
                                          const QSize &pixelSize)
{
    const QString what = tr("the clipboard");
    if (QString error = checkSizes(what, logicalSize, pixelSize); !error.isEmpty())
        return error;
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (!clipboard)
        return tr("Cannot copy the chart: there is no clipboard");
    const QImage picture = image(chart, logicalSize, pixelSize);
    if (picture.isNull())
        return tr("Cannot copy the chart: not enough memory for a %1 × %2 pixel image")
            .arg(pixelSize.width())
            .arg(pixelSize.height());
    clipboard->setImage(picture);
    return {};
}

QSize ChartImageExport::pixelsAt(const QSizeF &logical, qreal scale)
{
    return QSize(qRound(logical.width() * scale), qRound(logical.height() * scale));
}

QSizeF ChartImageExport::logicalSizeFor(const QSize &pixels, const QSizeF &shown)
{
    if (pixels.isEmpty() || shown.isEmpty())
        return QSizeF(pixels);
    const double scale =
        std::sqrt(double(pixels.width()) * pixels.height() / (shown.width() * shown.height()));
    return QSizeF(pixels.width() / scale, pixels.height() / scale);
}

} // namespace acceldecide::ui
