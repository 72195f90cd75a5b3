#pragma once

#include <QJsonObject>
#include <QString>

namespace sw {

// The label of one edit (Edit ▸ Undo, the Edit History, `sheetwright-cli history`), stored in the
// journal in no language: the translation context, the English source text and the arguments,
// so that it is shown in whatever language the reader speaks now (issue #16). Converted to a
// QString it is the stored form; undoLabelText() turns a stored form back into words.
//
// The stored form is "\x01L1:" followed by compact JSON {"c": context, "s": source,
// "d": disambiguation, "n": plural count, "a": [arguments]}; an argument is a string or a nested
// label object (a translatable word such as a field's name). A string without the prefix is a
// label written before labels were stored this way and is shown as it is.
//
// Writing one, so that lupdate still extracts the text with its usual context:
//   in a class with Q_OBJECT or Q_GADGET: SW_TR_LABEL("New crew %1").arg(name)   (like tr())
//   anywhere: sw::trLabel("sw::ui::SheetCreation", "New crew %1").arg(name)      (like translate())
// lupdate is told these names are tr and translate (translations/lupdate.cmake).
class UndoLabel
{
public:
    UndoLabel(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1);

    UndoLabel arg(const QString &a) const;
    UndoLabel arg(const QString &a1, const QString &a2) const { return arg(a1).arg(a2); }
    UndoLabel arg(const QString &a1, const QString &a2, const QString &a3) const { return arg(a1).arg(a2).arg(a3); }
    // A translatable argument: shown in the reader's language too.
    UndoLabel arg(const UndoLabel &a) const;
    UndoLabel arg(const char *a) const { return arg(QString::fromUtf8(a)); }
    UndoLabel arg(qlonglong a) const { return arg(QString::number(a)); }
    UndoLabel arg(qulonglong a) const { return arg(QString::number(a)); }
    UndoLabel arg(long a) const { return arg(QString::number(a)); }
    UndoLabel arg(ulong a) const { return arg(QString::number(a)); }
    UndoLabel arg(int a) const { return arg(QString::number(a)); }
    UndoLabel arg(uint a) const { return arg(QString::number(a)); }
    UndoLabel arg(double a, char format = 'g', int precision = -1) const;

    // The stored form.
    QString toString() const;
    operator QString() const { return toString(); } // NOLINT: the store's label parameters take it as is
    // The words now, in the installed translation.
    QString text() const;

private:
    QJsonObject m_label;
};

inline UndoLabel trLabel(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1)
{
    return UndoLabel(context, source, disambiguation, n);
}

// A stored label in the current language (QCoreApplication::translate); an old plain-text label,
// or anything not in the stored form, comes back unchanged.
QString undoLabelText(const QString &stored);
// True when `stored` is in the language-neutral form.
bool isUndoLabel(const QString &stored);

} // namespace sw

// Like tr(): the context is the enclosing class's (its staticMetaObject), as lupdate sees it.
#define SW_TR_LABEL(...) ::sw::UndoLabel(staticMetaObject.className(), __VA_ARGS__)
