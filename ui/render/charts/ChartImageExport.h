#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QSizeF>
#include <QString>

#include <optional>

class QByteArray;

namespace acceldecide::ui {

class EvaluationChart;

enum class ChartImageFormat
{
    Png,
    Svg
};

// Writes one chart as a PNG or SVG file, or copies it to the clipboard, for slides.
// The chart must not be shown by a view (a view's scene owns that one): pass a fresh
// instance from EvaluationCharts::createAll(), given the palette and inputs of the chart it
// copies. `logicalSize` is the size the chart is laid out at (its fonts, legend and axis
// labels fit it, as on screen); `pixelSize` is the size of the picture, so a 2× PNG has
// the same layout as the 1× one with twice the pixels. Files are written through
// QSaveFile: an existing file is replaced only once the new one is complete.
// Every function returns an error sentence naming the path and the reason, empty on
// success; none shows a dialog.
class ChartImageExport
{
    Q_DECLARE_TR_FUNCTIONS(ChartImageExport)

public:
    // Bounds for a chosen pixel size (the size dialog, the CLI's --width/--height): below
    // 200 px no chart has room for its axes; above 10,000 px an image passes 400 MB.
    static constexpr int kMinPixels = 200;
    static constexpr int kMaxPixels = 10000;

    // From the file name's extension (.png or .svg, any case); nullopt for anything else.
    static std::optional<ChartImageFormat> formatForPath(const QString &path);

    // PNG or SVG by the extension of `path`; `pixelSize` is ignored for SVG, whose size
    // is the logical one (it stays vector).
    [[nodiscard]] static QString write(EvaluationChart &chart, const QString &path,
                                       const QSizeF &logicalSize, const QSize &pixelSize);
    [[nodiscard]] static QString writePng(EvaluationChart &chart, const QString &path,
                                          const QSizeF &logicalSize, const QSize &pixelSize);
    [[nodiscard]] static QString writeSvg(EvaluationChart &chart, const QString &path,
                                          const QSizeF &logicalSize);
    [[nodiscard]] static QString copyToClipboard(EvaluationChart &chart, const QSizeF &logicalSize,
                                                 const QSize &pixelSize);

    // The picture itself, opaque, in the chart palette's background colour.
    static QImage image(EvaluationChart &chart, const QSizeF &logicalSize, const QSize &pixelSize);
    // The SVG document (UTF-8 XML) with the chart's title as its <title>.
    static QByteArray svg(EvaluationChart &chart, const QSizeF &logicalSize);

    // `logical` × `scale`, rounded to whole pixels (1×, 2× PNGs).
    static QSize pixelsAt(const QSizeF &logical, qreal scale);
    // The layout size for a picture of exactly `pixels` that keeps text as large, relative
    // to the picture, as on a chart shown at `shown`: the aspect ratio follows `pixels`,
    // the area `shown`'s. (1920×1080 from a chart shown at 960×540 is that layout at 2×.)
    static QSizeF logicalSizeFor(const QSize &pixels, const QSizeF &shown);

private:
    static QString checkSizes(const QString &path, const QSizeF &logicalSize,
                              const QSize &pixelSize);
    static QString saveBytes(const QString &path, const QByteArray &bytes);
};

} // namespace acceldecide::ui
