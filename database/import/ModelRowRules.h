#pragma once

#include <QString>
#include <QVariant>

#include <functional>
#include <optional>
#include <string_view>

namespace acceldecide::db {

// What a models row (schema::models) must hold, checked by the catalog CSV import before
// the row is written, so that a refusal names the field and the value as written ("layers:
// \"abc\" is not a whole number") instead of repeating a CHECK constraint, and a shape
// that is a real, text or beyond an int (TransformerModel's type) never reaches the table.
class ModelRowRules
{
public:
    // One field of column `column` as written in the file (\N is NULL, left to the
    // NOT NULL check). nullopt when the value is fine or the column has no rule here.
    static std::optional<QString> checkField(const QString &column, std::string_view field);
    // The rules between fields: kv_heads <= attention_heads, active_experts <= experts.
    // `value` gives a column's decoded value (an invalid QVariant when the file has none).
    static std::optional<QString>
    checkRow(const std::function<QVariant(const QString &column)> &value);
};

} // namespace acceldecide::db
