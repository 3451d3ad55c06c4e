#pragma once

#include <QString>
#include <QUndoCommand>

#include <utility>

namespace acceldecide::ui {

// The one undo command of the application (after Tiled's ChangeValue): it swaps an
// object's value between `before` and `after`. Object provides `setValue(const Value &)`.
// Consecutive commands with the same non-empty merge key collapse into one, so that
// spinning a spin box from 4 to 9 weeks is a single undo step; a merge that returns to
// the original value removes the command altogether.
template <typename Object, typename Value> class ChangeValue : public QUndoCommand
{
public:
    // Any one id will do: mergeWith() compares the keys themselves.
    static constexpr int kMergeId = 0x41434344; // "ACCD"

    ChangeValue(Object *object, Value before, Value after, QString mergeKey, const QString &text,
                QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_object(object), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeKey(std::move(mergeKey))
    {}

    void undo() override { m_object->setValue(m_before); }
    void redo() override { m_object->setValue(m_after); }

    int id() const override { return m_mergeKey.isEmpty() ? -1 : kMergeId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = dynamic_cast<const ChangeValue *>(other);
        if (!next || next->m_object != m_object || next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

    const QString &mergeKey() const { return m_mergeKey; }

private:
    Object *m_object;
    Value m_before;
    Value m_after;
    QString m_mergeKey;
};

} // namespace acceldecide::ui
