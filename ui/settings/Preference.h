#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <utility>

namespace acceldecide::ui {

// A typed QSettings entry (after Tiled's Preference<T>): the key and the default are
// written once, where the preference is declared, and every reader gets a T.
template <typename T> class Preference
{
public:
    Preference(QString key, T defaultValue = T())
        : m_key(std::move(key)), m_default(std::move(defaultValue))
    {}

    T get() const
    {
        const QVariant value = QSettings().value(m_key);
        return value.isValid() && value.canConvert<T>() ? value.value<T>() : m_default;
    }
    void set(const T &value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    void reset() const { QSettings().remove(m_key); }

    const QString &key() const { return m_key; }
    const T &defaultValue() const { return m_default; }

private:
    QString m_key;
    T m_default;
};

} // namespace acceldecide::ui
