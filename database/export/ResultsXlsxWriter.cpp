#include "database/export/ResultsXlsxWriter.h"

#include <QCoreApplication>

#include <xlsxwriter.h>

#include <map>
#include <memory>

namespace acceldecide::db {

namespace {

// libxlsxwriter frees every format and worksheet with the workbook; closing writes the
// file, so the workbook is closed exactly once, on every path.
struct WorkbookCloser
{
    void operator()(lxw_workbook *workbook) const { workbook_close(workbook); }
};

using WorkbookHandle = std::unique_ptr<lxw_workbook, WorkbookCloser>;

std::map<CellFormat, lxw_format *> createFormats(lxw_workbook *workbook)
{
    std::map<CellFormat, lxw_format *> formats;
    formats[CellFormat::General] = nullptr;
    auto numeric = [workbook](const char *pattern) {
        lxw_format *format = workbook_add_format(workbook);
        format_set_num_format(format, pattern);
        return format;
    };
    formats[CellFormat::Integer] = numeric("#,##0");
    formats[CellFormat::Decimal] = numeric("#,##0.00");
    formats[CellFormat::Money] = numeric("$#,##0.00");
    formats[CellFormat::Rate] = numeric("$0.0000");
    // Percent figures are stored as percent numbers (15 = 15 %), as the scenario has them.
    formats[CellFormat::Percent] = numeric("0.0\" %\"");
    lxw_format *heading = workbook_add_format(workbook);
    format_set_bold(heading);
    formats[CellFormat::Heading] = heading;
    lxw_format *longText = workbook_add_format(workbook);
    format_set_text_wrap(longText);
    format_set_align(longText, LXW_ALIGN_VERTICAL_TOP);
    formats[CellFormat::LongText] = longText;
    return formats;
}

lxw_error writeCell(lxw_worksheet *sheet, lxw_row_t row, lxw_col_t column, const WorkbookCell &cell,
                    lxw_format *format)
{
    switch (cell.kind) {
    case WorkbookCell::Kind::Empty:
        return LXW_NO_ERROR;
    case WorkbookCell::Kind::Number:
        return worksheet_write_number(sheet, row, column, cell.number, format);
    case WorkbookCell::Kind::Text:
        return worksheet_write_string(sheet, row, column, cell.text.c_str(), format);
    case WorkbookCell::Kind::Formula:
        return cell.cachedIsText
                   ? worksheet_write_formula_str(sheet, row, column, cell.formula.c_str(), format,
                                                 cell.text.c_str())
                   : worksheet_write_formula_num(sheet, row, column, cell.formula.c_str(), format,
                                                 cell.number);
    }
    return LXW_NO_ERROR;
}

DatabaseError failure(const QString &path, const QString &reason)
{
    // The path as the "table": toString() reads "<path>: <reason>", and a caller writing
    // under a temporary name can reword it with just the reason.
    return DatabaseError{path, {}, {}, reason};
}

QString describe(lxw_error error)
{
    return QString::fromUtf8(lxw_strerror(error));
}

} // namespace

DatabaseStatus ResultsXlsxWriter::write(const ResultsWorkbook &workbook, const QString &path)
{
    const QByteArray fileName = path.toLocal8Bit();
    WorkbookHandle book(workbook_new(fileName.constData()));
    if (!book)
        return failure(
            path, QCoreApplication::translate("ResultsXlsxWriter", "cannot create the workbook"));
    const std::map<CellFormat, lxw_format *> formats = createFormats(book.get());

    for (const WorkbookSheet &sheet : workbook.sheets()) {
        lxw_worksheet *worksheet = workbook_add_worksheet(book.get(), sheet.name.c_str());
        if (!worksheet)
            return failure(
                path, QCoreApplication::translate("ResultsXlsxWriter", "cannot add sheet \"%1\"")
                          .arg(QString::fromStdString(sheet.name)));
        for (std::size_t c = 0; c < sheet.columnWidths.size(); ++c)
            worksheet_set_column(worksheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c),
                                 sheet.columnWidths[c], nullptr);
        // Headings stay in view while scrolling through options and months.
        worksheet_freeze_panes(worksheet, static_cast<lxw_row_t>(sheet.frozenRows),
                               static_cast<lxw_col_t>(sheet.frozenColumns));
        for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
            for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
                const WorkbookCell &cell = sheet.rows[r][c];
                const lxw_error error =
                    writeCell(worksheet, static_cast<lxw_row_t>(r), static_cast<lxw_col_t>(c), cell,
                              formats.at(cell.format));
                if (error != LXW_NO_ERROR)
                    return failure(path, QStringLiteral("sheet \"%1\" cell %2: %3")
                                             .arg(QString::fromStdString(sheet.name),
                                                  QString::fromStdString(ResultsWorkbook::cellName(
                                                      static_cast<int>(r), static_cast<int>(c))),
                                                  describe(error)));
            }
        }
    }
    const lxw_error closed = workbook_close(book.release());
    if (closed != LXW_NO_ERROR)
        return failure(path, describe(closed));
    return {};
}

} // namespace acceldecide::db
