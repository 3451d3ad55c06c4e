#pragma once

#include "core/export/ResultsWorkbook.h"

#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::test {

// A spreadsheet's answer to one formula of a ResultsWorkbook, computed from the cached
// values of the cells it references: an independent reading of the Excel syntax the
// workbook writes, so the tests can tell a formula that is merely present from one that
// reproduces the engine. Grammar: numbers (1E9), "text", cell references (C5, $C$5,
// Inputs!$C$5, 'Key figures'!C5), + - * / with unary minus, comparisons (> < >= <= = <>),
// parentheses and MAX, MIN, IF, POWER, CEILING(x, step), NPV(rate, C2:C13).
class WorkbookFormulaEvaluator
{
public:
    struct Value
    {
        bool isText = false;
        double number = 0.0;
        std::string text;
    };

    WorkbookFormulaEvaluator(const std::vector<WorkbookSheet> &sheets, std::string currentSheet)
        : m_sheets(sheets), m_current(std::move(currentSheet))
    {}

    // Throws std::runtime_error on anything outside the grammar or a reference to a cell
    // that holds nothing.
    Value evaluate(const std::string &formula)
    {
        m_text = formula;
        m_pos = 0;
        expect('=');
        Value value = comparison();
        skipSpaces();
        if (m_pos != m_text.size())
            fail("trailing text");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string &why) const
    {
        throw std::runtime_error(why + " at " + std::to_string(m_pos) + " in " + m_text);
    }
    void skipSpaces()
    {
        while (m_pos < m_text.size() && m_text[m_pos] == ' ')
            ++m_pos;
    }
    bool peek(char c)
    {
        skipSpaces();
        return m_pos < m_text.size() && m_text[m_pos] == c;
    }
    void expect(char c)
    {
        if (!peek(c))
            fail(std::string("expected '") + c + "'");
        ++m_pos;
    }
    static double number(const Value &value)
    {
        if (value.isText)
            throw std::runtime_error("arithmetic on text \"" + value.text + "\"");
        return value.number;
    }
    static Value num(double number) { return Value{false, number, {}}; }

    Value comparison()
    {
        Value left = additive();
        skipSpaces();
        static const char *kOperators[] = {">=", "<=", "<>", ">", "<", "="};
        for (const char *op : kOperators) {
            const std::string symbol(op);
            if (m_text.compare(m_pos, symbol.size(), symbol) != 0)
                continue;
            m_pos += symbol.size();
            const double a = number(left);
            const double b = number(additive());
            const bool result = symbol == ">="   ? a >= b
                                : symbol == "<=" ? a <= b
                                : symbol == "<>" ? a != b
                                : symbol == ">"  ? a > b
                                : symbol == "<"  ? a < b
                                                 : a == b;
            return num(result ? 1.0 : 0.0);
        }
        return left;
    }

    Value additive()
    {
        Value value = term();
        while (peek('+') || peek('-')) {
            const char op = m_text[m_pos++];
            const double right = number(term());
            value = num(op == '+' ? number(value) + right : number(value) - right);
        }
        return value;
    }

    Value term()
    {
        Value value = unary();
        while (peek('*') || peek('/')) {
            const char op = m_text[m_pos++];
            const double right = number(unary());
            value = num(op == '*' ? number(value) * right : number(value) / right);
        }
        return value;
    }

    Value unary()
    {
        if (peek('-')) {
            ++m_pos;
            return num(-number(unary()));
        }
        return primary();
    }

    Value primary()
    {
        skipSpaces();
        if (m_pos >= m_text.size())
            fail("unexpected end");
        const char c = m_text[m_pos];
        if (c == '(') {
            ++m_pos;
            Value value = comparison();
            expect(')');
            return value;
        }
        if (c == '"') {
            const std::size_t end = m_text.find('"', m_pos + 1);
            if (end == std::string::npos)
                fail("unterminated string");
            Value value{true, 0.0, m_text.substr(m_pos + 1, end - m_pos - 1)};
            m_pos = end + 1;
            return value;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '.')
            return num(numberLiteral());
        if (c == '\'')
            return reference(quotedSheet());
        std::string word;
        while (m_pos < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
            word += m_text[m_pos++];
        if (peek('('))
            return function(word);
        if (peek('!')) {
            ++m_pos;
            return reference(word);
        }
        m_pos -= word.size();
        return reference(m_current);
    }

    double numberLiteral()
    {
        std::size_t used = 0;
        const double value = std::stod(m_text.substr(m_pos), &used);
        m_pos += used;
        return value;
    }

    std::string quotedSheet()
    {
        const std::size_t end = m_text.find('\'', m_pos + 1);
        if (end == std::string::npos || end + 1 >= m_text.size() || m_text[end + 1] != '!')
            fail("bad quoted sheet name");
        std::string name = m_text.substr(m_pos + 1, end - m_pos - 1);
        m_pos = end + 2;
        return name;
    }

    std::vector<Value> arguments()
    {
        expect('(');
        std::vector<Value> values;
        if (peek(')')) {
            ++m_pos;
            return values;
        }
        values.push_back(comparison());
        while (peek(',')) {
            ++m_pos;
            values.push_back(comparison());
        }
        expect(')');
        return values;
    }

    Value function(const std::string &name)
    {
        // IF evaluates both branches here; a branch over text only errors when taken.
        if (name == "IF") {
            expect('(');
            const double condition = number(comparison());
            expect(',');
            const std::size_t start = m_pos;
            Value whenTrue;
            try {
                whenTrue = comparison();
            } catch (const std::runtime_error &) {
                if (condition != 0.0)
                    throw;
                skipArgument(start);
            }
            expect(',');
            Value whenFalse = comparison();
            expect(')');
            return condition != 0.0 ? whenTrue : whenFalse;
        }
        if (name == "NPV")
            return npv();
        const std::vector<Value> values = arguments();
        if ((name == "MAX" || name == "MIN") && !values.empty()) {
            double result = number(values.front());
            for (const Value &value : values)
                result = name == "MAX" ? std::max(result, number(value))
                                       : std::min(result, number(value));
            return num(result);
        }
        if (name == "POWER" && values.size() == 2)
            return num(std::pow(number(values[0]), number(values[1])));
        if (name == "CEILING" && values.size() == 2) {
            const double step = number(values[1]);
            return num(std::ceil(number(values[0]) / step) * step);
        }
        fail("unknown function " + name);
    }

    // After a failed branch: move to the ',' that ends it (parentheses and strings aware).
    void skipArgument(std::size_t start)
    {
        int depth = 0;
        bool inString = false;
        for (m_pos = start; m_pos < m_text.size(); ++m_pos) {
            const char c = m_text[m_pos];
            if (c == '"')
                inString = !inString;
            else if (!inString && c == '(')
                ++depth;
            else if (!inString && c == ')')
                --depth;
            else if (!inString && depth == 0 && c == ',')
                return;
        }
        fail("unterminated IF");
    }

    // A cell's (row, column), 0-based, from "C5" or "$C$5".
    std::pair<int, int> address()
    {
        auto letters = [this] {
            std::string out;
            if (peek('$'))
                ++m_pos;
            while (m_pos < m_text.size() && std::isupper(static_cast<unsigned char>(m_text[m_pos])))
                out += m_text[m_pos++];
            return out;
        };
        const std::string column = letters();
        if (column.empty())
            fail("expected a cell reference");
        if (m_pos < m_text.size() && m_text[m_pos] == '$')
            ++m_pos;
        std::string digits;
        while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
            digits += m_text[m_pos++];
        if (digits.empty())
            fail("expected a row number");
        int columnIndex = 0;
        for (const char letter : column)
            columnIndex = columnIndex * 26 + (letter - 'A' + 1);
        return {std::stoi(digits) - 1, columnIndex - 1};
    }

    Value reference(const std::string &sheetName)
    {
        const auto [row, column] = address();
        return cell(sheetName, row, column);
    }

    // NPV(rate, C2:C13) over a range of the current sheet, as Excel discounts it: the
    // j-th value (from 1) divided by (1 + rate)^j.
    Value npv()
    {
        expect('(');
        const double rate = number(comparison());
        expect(',');
        skipSpaces();
        const auto [firstRow, firstColumn] = address();
        expect(':');
        const auto [lastRow, lastColumn] = address();
        expect(')');
        if (firstColumn != lastColumn)
            fail("NPV over more than one column");
        double value = 0.0;
        for (int r = firstRow; r <= lastRow; ++r)
            value +=
                number(cell(m_current, r, firstColumn)) / std::pow(1.0 + rate, r - firstRow + 1);
        return num(value);
    }

    Value cell(const std::string &sheetName, int row, int column) const
    {
        for (const WorkbookSheet &sheet : m_sheets) {
            if (sheet.name != sheetName)
                continue;
            const WorkbookCell *found = sheet.find(row, column);
            const std::string where = sheetName + "!" + ResultsWorkbook::cellName(row, column);
            if (!found || found->kind == WorkbookCell::Kind::Empty)
                throw std::runtime_error("reference to the empty cell " + where);
            if (found->kind == WorkbookCell::Kind::Text ||
                (found->isFormula() && found->cachedIsText))
                return Value{true, 0.0, found->text};
            return num(found->number);
        }
        throw std::runtime_error("no sheet " + sheetName);
    }

    const std::vector<WorkbookSheet> &m_sheets;
    std::string m_current;
    std::string m_text;
    std::size_t m_pos = 0;
};

} // namespace acceldecide::test
