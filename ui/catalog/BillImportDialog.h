#pragma once

#include "core/actuals/BillFilter.h"
#include "core/actuals/BillRowReading.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace acceldecide::ui {

// What File → Import Bill asks for, as `acceldecide-cli actuals import` takes it: the
// export's format, the file and the filter.
struct BillImportRequest
{
    actuals::BillFormat format = actuals::BillFormat::Focus;
    QString path;
    actuals::BillFilter filter;
};

// File → Import Bill: the export's format (FOCUS or CUR 2.0), the file (CSV, plain or
// gzip) and an optional filter: accounts, regions and instance families (several each,
// separated by commas or spaces) and one cost-allocation tag. Import stays disabled until
// the file exists and the tag reads as key=value; a bad tag is said under its field, in
// BillFilter::parseTag's words, and a missing file under the form. Whether the file really
// is of the format is the importer's to decide, before it writes anything.
class BillImportDialog : public QDialog
{
    Q_OBJECT

public:
    // `catalogPath` is only shown, so the user sees where the bill will go.
    explicit BillImportDialog(const QString &catalogPath, QWidget *parent = nullptr);

    BillImportRequest request() const;
    void setRequest(const BillImportRequest &request);
    // Why Import is disabled, naming the field; empty when the request can start.
    QString problem() const;
    // The tag's problem as shown under its field; empty when it reads (or is empty).
    QString tagProblem() const;

    QComboBox *formatBox() const { return m_format; }
    QLineEdit *pathEdit() const { return m_path; }
    QLineEdit *accountsEdit() const { return m_accounts; }
    QLineEdit *regionsEdit() const { return m_regions; }
    QLineEdit *familiesEdit() const { return m_families; }
    QLineEdit *tagEdit() const { return m_tag; }
    QLabel *tagErrorLabel() const { return m_tagError; }
    QPushButton *importButton() const;

private:
    actuals::BillFormat format() const;
    QLineEdit *filterEdit(const QString &name, const QString &placeholder);
    void browse();
    void updateState();

    QComboBox *m_format;
    QLabel *m_hint;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QLineEdit *m_accounts;
    QLineEdit *m_regions;
    QLineEdit *m_families;
    QLineEdit *m_tag;
    QLabel *m_tagError;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace acceldecide::ui
