#pragma once

#include <QString>

#include <ostream>

// Lets GoogleTest print QStrings as text, both in failure messages (EXPECT_EQ) and after
// `<<` on an assertion, instead of a byte dump or a compile error.
inline std::ostream &operator<<(std::ostream &out, const QString &text)
{
    return out << '"' << text.toStdString() << '"';
}
