#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QUndoStack;

namespace acceldecide::ui {

// The scenario being edited: its value, its undo history and whether it differs from
// what was last saved. Every panel edits through apply(), which first lets the
// uncertainty ranges follow the edit, then refuses an edit that would still make the
// scenario invalid (with core's message naming the field and the value) and otherwise
// pushes one undoable ChangeValue command.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // With a catalog, options may leave their price and throughput to it.
    void setCatalogAvailable(bool available) { m_catalogAvailable = available; }
    bool catalogAvailable() const { return m_catalogAvailable; }

    // Replaces the whole scenario (New, Open): clears the history and marks it clean.
    // `storedId` is its row in the catalog's scenarios table, if it came from there.
    void reset(Scenario scenario, std::optional<qint64> storedId = std::nullopt);

    // Applies `edit` to a copy; if the copy is a valid scenario, pushes it as an undoable
    // command (consecutive edits with the same `mergeKey` merge) and succeeds. Otherwise
    // fails with the problems, one per line, and changes nothing.
    Expected<void, QString> apply(const QString &mergeKey, const QString &description,
                                  const std::function<void(Scenario &)> &edit);

    // Core's validation of a whole scenario (a write/read round trip through the scenario
    // JSON format, so the GUI accepts exactly what the file format accepts).
    Expected<void, QString> validate(const Scenario &scenario) const;

    // A panel refused a typed value before it reached apply() (outside core's range
    // table): reported like every other refusal, through editRejected().
    void refuse(const QString &problem) { Q_EMIT editRejected(problem); }

    bool isModified() const;
    std::optional<qint64> storedId() const { return m_storedId; }
    // After a successful save: the current state becomes the clean one.
    void markSaved(qint64 storedId);

    // For ChangeValue; panels use apply().
    void setValue(const Scenario &scenario);

Q_SIGNALS:
    // After every edit, undo, redo and reset.
    void changed();
    // After reset(): a different scenario (New, Open), not an edit of this one.
    void replaced();
    void modifiedChanged(bool modified);
    // An edit was refused; the text names the field and the value.
    void editRejected(const QString &problem);
    // An accepted edit also adjusted something that depended on the edited value (an
    // uncertainty range widened to hold it); the text says what, in words.
    void adjusted(const QString &message);

private:
    Scenario m_scenario;
    QUndoStack *m_undoStack;
    std::optional<qint64> m_storedId;
    bool m_catalogAvailable = false;
};

} // namespace acceldecide::ui
