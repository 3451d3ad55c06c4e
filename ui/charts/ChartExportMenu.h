#pragma once

#include <QObject>
#include <QSize>
#include <QSizeF>
#include <QString>

#include "ui/render/charts/ChartInputs.h"

#include <functional>
#include <memory>

class QChartView;
class QMenu;
class QPoint;
class QWidget;

namespace acceldecide::ui {

class EvaluationChart;

// The right-click menu of a chart view (chart area and presentation mode) and the
// dialogs behind File → Export Chart…: save as PNG at 1×, 2× or a chosen pixel size,
// as SVG, or copy to the clipboard. Every export draws a fresh chart of the same kind
// with the shown chart's palette (dark desktop, presentation font scale) from the chart
// area's current inputs, laid out at the size the view shows now, so the picture looks
// like what is on screen; the shown chart itself belongs to its view's scene and is
// never taken out of it. Errors are shown in a message box naming the path and reason.
class ChartExportMenu : public QObject
{
    Q_OBJECT

public:
    // Gives `view` the export context menu. `shown` is the chart it displays, number
    // `index` of EvaluationCharts::createAll(); exports draw from what `inputs` returns at
    // the time (the chart area's, or presentation mode's live what-if), so they match the
    // view. The menu object is a child of the view, and `shown` and whatever `inputs`
    // reads must outlive the view (both owners delete their views first).
    static ChartExportMenu *install(QChartView *view, const EvaluationChart *shown, int index,
                                    std::function<ChartInputs()> inputs);
    // The menu installed on `view`, or null.
    static ChartExportMenu *of(const QWidget *view);

    // The menu the view shows on right-click (the caller owns it).
    QMenu *createMenu(QWidget *parent);

    // Dialog flows (a file dialog, then the export; errors in a message box).
    void savePng(qreal scale);
    void savePngAtSize();
    void saveSvg();
    void saveWithDialog();
    void copyToClipboard();

    // The same exports without dialogs; each returns ChartImageExport's error (empty on
    // success). PNG or SVG by the extension of `path`.
    QString exportAtScale(const QString &path, qreal scale) const;
    QString exportAtPixels(const QString &path, const QSize &pixels) const;
    QString copyAtScale(qreal scale) const;

    // The size the view shows the chart at now (the export's layout size).
    QSizeF shownSize() const;
    // "<chart title> - <scenario name>.<suffix>", with characters file systems refuse
    // replaced.
    QString defaultFileName(const QString &suffix) const;

private:
    ChartExportMenu(QChartView *view, const EvaluationChart *shown, int index,
                    std::function<ChartInputs()> inputs);

    void showMenu(const QPoint &position);
    // A fresh chart of the shown kind, styled and filled like it; null when there is
    // nothing evaluated to draw.
    std::unique_ptr<EvaluationChart> freshChart() const;
    QString exportSized(const QString &path, const QSizeF &logical, const QSize &pixels) const;
    // Asks for a file; empty when cancelled. `filters` as for QFileDialog; the first
    // filter's extension is added when the name has none.
    QString askForPath(const QString &caption, const QString &suffix, const QString &filters,
                       QString *selectedFilter = nullptr);
    void report(const QString &error);
    ChartInputs inputs() const;

    QChartView *m_view;
    const EvaluationChart *m_shown;
    int m_index;
    std::function<ChartInputs()> m_inputs;
};

} // namespace acceldecide::ui
