#include "ui/render/report/ReportBlockPainter.h"

#include "ui/render/report/ReportCanvas.h"
#include "ui/render/report/ReportStyle.h"

#include <QPainter>

#include <algorithm>
#include <numeric>

namespace acceldecide::ui {

namespace {

using report::ReportBlock;

constexpr qreal kCellPadX = 4.0;
constexpr qreal kCellPadY = 2.5;
constexpr qreal kParagraphGap = 7.0;
constexpr qreal kChartAspect = 0.52;
// Charts are laid out wider than the page's content (one logical pixel is one device unit
// at 96 dpi) and scaled down to fit: the screen layout's axis labels and legends then fit
// without eliding, and the chart text comes out at about 7 pt, like a printed figure's.
constexpr qreal kChartLayoutScale = 1.35;

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

ReportBlockPainter::ReportBlockPainter(ReportCanvas &canvas, ChartDrawer drawChart)
    : m_canvas(canvas), m_drawChart(std::move(drawChart))
{}

void ReportBlockPainter::titlePage(const report::ReportTitlePage &page)
{
    const qreal width = m_canvas.contentWidth();
    m_canvas.skip(ReportStyle::mm(40));
    auto line = [&](const std::string &text, const QFont &font, const QColor &color, qreal after) {
        const QString value = q(text);
        const qreal height = m_canvas.textHeight(value, font, width);
        m_canvas.drawText(m_canvas.take(height), value, font, Qt::AlignLeft, color);
        m_canvas.skip(after);
    };
    line(page.title, ReportStyle::font(26, true), ReportStyle::text(), 10);
    line(page.scenarioName, ReportStyle::font(15), ReportStyle::text(), 6);
    line(page.date, ReportStyle::font(11), ReportStyle::muted(), ReportStyle::mm(22));
    // The decision in a box: what a reader of only this page must take away.
    const QFont lead = ReportStyle::font(13, true);
    const QFont body = ReportStyle::font(11);
    const qreal inner = width - 2 * ReportStyle::mm(5);
    const qreal height = m_canvas.textHeight(q(page.recommendation), lead, inner) + 8 +
                         m_canvas.textHeight(q(page.headline), body, inner) + 6 +
                         m_canvas.textHeight(q(page.breakEven), body, inner) +
                         2 * ReportStyle::mm(5);
    const QRectF box = m_canvas.take(height);
    if (QPainter *painter = m_canvas.painter()) {
        painter->setPen(QPen(ReportStyle::text(), 1.2));
        painter->setBrush(ReportStyle::stripeFill());
        painter->drawRect(box);
        painter->setBrush(Qt::NoBrush);
    }
    QRectF text = box.adjusted(ReportStyle::mm(5), ReportStyle::mm(5), -ReportStyle::mm(5), 0);
    for (const auto &[value, font, gap] :
         {std::tuple{q(page.recommendation), lead, 8.0}, std::tuple{q(page.headline), body, 6.0},
          std::tuple{q(page.breakEven), body, 0.0}}) {
        const qreal h = m_canvas.textHeight(value, font, inner);
        m_canvas.drawText(QRectF(text.left(), text.top(), inner, h), value, font, Qt::AlignLeft,
                          ReportStyle::text());
        text.setTop(text.top() + h + gap);
    }
    m_canvas.skip(ReportStyle::mm(12));
    line(page.provenance, ReportStyle::small(), ReportStyle::muted(), 0);
    m_canvas.newPage();
}

void ReportBlockPainter::sectionTitle(const QString &title, const ReportBlock *first)
{
    const QFont font = ReportStyle::sectionTitle();
    const qreal height = m_canvas.textHeight(title, font, m_canvas.contentWidth());
    m_canvas.skip(ReportStyle::mm(5));
    m_canvas.ensureSpace(height + 8 + (first ? leadHeight(*first) : 0));
    const QRectF rect = m_canvas.take(height);
    m_canvas.drawText(rect, title, font, Qt::AlignLeft, ReportStyle::text());
    if (QPainter *painter = m_canvas.painter()) {
        painter->setPen(QPen(ReportStyle::text(), 1.0));
        painter->drawLine(QPointF(rect.left(), rect.bottom() + 2),
                          QPointF(rect.right(), rect.bottom() + 2));
    }
    m_canvas.skip(8);
}

void ReportBlockPainter::block(const ReportBlock &block, const ReportBlock *next)
{
    switch (block.kind) {
    case ReportBlock::Kind::Subheading:
        subheading(block, next);
        break;
    case ReportBlock::Kind::Paragraph:
        paragraph(q(block.text));
        break;
    case ReportBlock::Kind::Bullets:
        bullets(block.items);
        break;
    case ReportBlock::Kind::Table:
        table(block.table);
        break;
    case ReportBlock::Kind::Chart:
        chart(block);
        break;
    case ReportBlock::Kind::Formula:
        formula(block);
        break;
    }
}

void ReportBlockPainter::subheading(const ReportBlock &block, const ReportBlock *next)
{
    const QFont font = ReportStyle::subheading();
    const QString text = q(block.text);
    const qreal height = m_canvas.textHeight(text, font, m_canvas.contentWidth());
    m_canvas.skip(4);
    m_canvas.ensureSpace(height + 4 + (next ? leadHeight(*next) : 0));
    m_canvas.drawText(m_canvas.take(height), text, font, Qt::AlignLeft, ReportStyle::text());
    m_canvas.skip(4);
}

void ReportBlockPainter::paragraph(const QString &text)
{
    // Paragraphs are short; one that does not fit moves whole to the next page.
    const QFont font = ReportStyle::body();
    const qreal height = m_canvas.textHeight(text, font, m_canvas.contentWidth());
    m_canvas.ensureSpace(height);
    m_canvas.drawText(m_canvas.take(height), text, font, Qt::AlignLeft, ReportStyle::text());
    m_canvas.skip(kParagraphGap);
}

void ReportBlockPainter::bullets(const std::vector<std::string> &items)
{
    const QFont font = ReportStyle::body();
    const qreal indent = ReportStyle::mm(5);
    const qreal width = m_canvas.contentWidth() - indent;
    for (const std::string &item : items) {
        const QString text = q(item);
        const qreal height = m_canvas.textHeight(text, font, width);
        m_canvas.ensureSpace(height);
        const QRectF rect = m_canvas.take(height);
        m_canvas.drawText(QRectF(rect.left(), rect.top(), indent, height), QStringLiteral("•"),
                          font, Qt::AlignLeft, ReportStyle::text());
        m_canvas.drawText(rect.adjusted(indent, 0, 0, 0), text, font, Qt::AlignLeft,
                          ReportStyle::text());
        m_canvas.skip(3);
    }
    m_canvas.skip(kParagraphGap);
}

std::vector<qreal> ReportBlockPainter::columnWidths(const report::ReportTable &table) const
{
    const std::size_t columns = table.header.size();
    std::vector<double> weights = table.columnWeights;
    weights.resize(columns, 1.0);
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    std::vector<qreal> widths;
    for (double weight : weights)
        widths.push_back(m_canvas.contentWidth() * weight / (sum > 0 ? sum : 1.0));
    return widths;
}

qreal ReportBlockPainter::rowHeight(const std::vector<std::string> &row,
                                    const std::vector<qreal> &widths, bool header) const
{
    const QFont font = header ? ReportStyle::tableHeader() : ReportStyle::tableText();
    qreal height = m_canvas.textHeight(QStringLiteral("X"), font, 100);
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
        height = std::max(height, m_canvas.textHeight(q(row[c]), font, widths[c] - 2 * kCellPadX));
    return height + 2 * kCellPadY;
}

void ReportBlockPainter::drawRow(const std::vector<std::string> &row,
                                 const report::ReportTable &table, const std::vector<qreal> &widths,
                                 bool header, bool stripe)
{
    const qreal height = rowHeight(row, widths, header);
    const QRectF rect = m_canvas.take(height);
    QPainter *painter = m_canvas.painter();
    if (!painter)
        return;
    if (header || stripe)
        painter->fillRect(rect, header ? ReportStyle::headerFill() : ReportStyle::stripeFill());
    const QFont font = header ? ReportStyle::tableHeader() : ReportStyle::tableText();
    qreal x = rect.left();
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) {
        const bool numeric = c < table.numeric.size() && table.numeric[c];
        const QRectF cell(x + kCellPadX, rect.top() + kCellPadY, widths[c] - 2 * kCellPadX,
                          height - 2 * kCellPadY);
        m_canvas.drawText(cell, q(row[c]), font,
                          (numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop,
                          ReportStyle::text());
        x += widths[c];
    }
    painter->setPen(QPen(ReportStyle::rule(), header ? 0.9 : 0.4));
    painter->drawLine(rect.bottomLeft(), rect.bottomRight());
}

void ReportBlockPainter::table(const report::ReportTable &table)
{
    const std::vector<qreal> widths = columnWidths(table);
    const qreal headerHeight = rowHeight(table.header, widths, true);
    const qreal firstRow = table.rows.empty() ? 0 : rowHeight(table.rows.front(), widths, false);
    m_canvas.ensureSpace(headerHeight + firstRow);
    drawRow(table.header, table, widths, true, false);
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const qreal height = rowHeight(table.rows[r], widths, false);
        if (height > m_canvas.remaining()) {
            // Never split a row: it moves to the next page, under a repeated header.
            m_canvas.newPage();
            drawRow(table.header, table, widths, true, false);
        }
        drawRow(table.rows[r], table, widths, false, r % 2 == 1);
    }
    m_canvas.skip(kParagraphGap + 3);
}

qreal ReportBlockPainter::chartHeight() const
{
    return m_canvas.contentWidth() * kChartAspect;
}

void ReportBlockPainter::chart(const ReportBlock &block)
{
    const QString caption = q(block.text);
    const QFont font = ReportStyle::caption();
    const qreal captionHeight = m_canvas.textHeight(caption, font, m_canvas.contentWidth());
    const qreal height = chartHeight();
    m_canvas.ensureSpace(height + 6 + captionHeight);
    const QRectF target = m_canvas.take(height);
    if (QPainter *painter = m_canvas.painter()) {
        m_drawChart(block, *painter, target, target.size() * kChartLayoutScale);
        painter->setPen(QPen(ReportStyle::rule(), 0.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(target);
    }
    m_canvas.skip(6);
    m_canvas.drawText(m_canvas.take(captionHeight), caption, font, Qt::AlignLeft,
                      ReportStyle::text());
    m_canvas.skip(ReportStyle::mm(6));
}

void ReportBlockPainter::formula(const ReportBlock &block)
{
    const qreal width = m_canvas.contentWidth();
    const QString name = q(block.text);
    const QFont nameFont = ReportStyle::font(9.5, true);
    const QFont body = ReportStyle::body();
    const QFont example = ReportStyle::caption();
    const qreal indent = ReportStyle::mm(4);
    std::vector<std::pair<QString, QFont>> parts{{name, nameFont}};
    for (std::size_t i = 0; i < block.items.size(); ++i)
        parts.emplace_back(q(block.items[i]), i == 0 ? body : example);
    qreal total = 0;
    for (const auto &[text, font] : parts)
        total += m_canvas.textHeight(text, font, width - indent) + 2;
    // A formula and its example stay together.
    m_canvas.ensureSpace(total);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const qreal x = i == 0 ? 0 : indent;
        const qreal h = m_canvas.textHeight(parts[i].first, parts[i].second, width - x);
        const QRectF rect = m_canvas.take(h);
        m_canvas.drawText(rect.adjusted(x, 0, 0, 0), parts[i].first, parts[i].second, Qt::AlignLeft,
                          i == 2 ? ReportStyle::muted() : ReportStyle::text());
        m_canvas.skip(2);
    }
    m_canvas.skip(kParagraphGap);
}

qreal ReportBlockPainter::leadHeight(const ReportBlock &block) const
{
    const qreal width = m_canvas.contentWidth();
    switch (block.kind) {
    case ReportBlock::Kind::Subheading:
        return m_canvas.textHeight(q(block.text), ReportStyle::subheading(), width) + 30;
    case ReportBlock::Kind::Paragraph:
        return m_canvas.textHeight(q(block.text), ReportStyle::body(), width);
    case ReportBlock::Kind::Bullets:
        return block.items.empty()
                   ? 0
                   : m_canvas.textHeight(q(block.items.front()), ReportStyle::body(), width);
    case ReportBlock::Kind::Table: {
        const std::vector<qreal> widths = columnWidths(block.table);
        return rowHeight(block.table.header, widths, true) +
               (block.table.rows.empty() ? 0 : rowHeight(block.table.rows.front(), widths, false));
    }
    case ReportBlock::Kind::Chart:
        return chartHeight() + 6 +
               m_canvas.textHeight(q(block.text), ReportStyle::caption(), width);
    case ReportBlock::Kind::Formula:
        return 40;
    }
    return 0;
}

} // namespace acceldecide::ui
