#pragma once

#include "core/report/DecisionReport.h"

#include <QRectF>
#include <QSizeF>

#include <functional>

class QPainter;

namespace acceldecide::ui {

class ReportCanvas;

// Lays out and draws the report's blocks on a ReportCanvas: headings that stay with what
// follows them, wrapped paragraphs, tables whose rows never split across pages (the
// header row repeats on every page), and charts kept together with their captions.
class ReportBlockPainter
{
public:
    // Draws the chart of `block` (its kind, and the option a per-option chart shows) into
    // `target`, laid out at `logicalSize`.
    using ChartDrawer = std::function<void(const report::ReportBlock &block, QPainter &painter,
                                           const QRectF &target, const QSizeF &logicalSize)>;

    ReportBlockPainter(ReportCanvas &canvas, ChartDrawer drawChart);

    void titlePage(const report::ReportTitlePage &page);
    // A section title, kept on one page with the start of `first` (the section's first
    // block), so no heading is left alone at the foot of a page.
    void sectionTitle(const QString &title, const report::ReportBlock *first);
    void block(const report::ReportBlock &block, const report::ReportBlock *next);

private:
    void subheading(const report::ReportBlock &block, const report::ReportBlock *next);
    void paragraph(const QString &text);
    void bullets(const std::vector<std::string> &items);
    void table(const report::ReportTable &table);
    void chart(const report::ReportBlock &block);
    void formula(const report::ReportBlock &block);

    // The least height `block` needs at the top: a heading must have this much room below.
    qreal leadHeight(const report::ReportBlock &block) const;
    std::vector<qreal> columnWidths(const report::ReportTable &table) const;
    qreal rowHeight(const std::vector<std::string> &row, const std::vector<qreal> &widths,
                    bool header) const;
    void drawRow(const std::vector<std::string> &row, const report::ReportTable &table,
                 const std::vector<qreal> &widths, bool header, bool stripe);
    qreal chartHeight() const;

    ReportCanvas &m_canvas;
    ChartDrawer m_drawChart;
};

} // namespace acceldecide::ui
