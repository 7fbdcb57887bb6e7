import { describe, expect, it } from 'vitest'
import { foldLatinWord, nameTokens, searchPrefixes, searchTokens } from './doctors.search-tokens'

/** Whether a search text finds a name: every search word among the name's words (issue 7 §3). */
const finds = (text: string, name: string) => {
  const words = new Set(nameTokens(name))
  return searchTokens(text).every((word) => words.has(word))
}

describe('Latin transliterations of one Arabic name match (issue 7 §3)', () => {
  it.each([
    ['Mohamed', 'Mohammed', 'Muhammad', 'Mohamad', 'Mohammad', 'Muhamed'],
    ['Khaled', 'Khalid'],
    ['Mansour', 'Mansur', 'Mansor'],
    ['Tarek', 'Tareq', 'Tariq', 'Tarik'],
    ['Hussein', 'Hossein', 'Husein', 'Husain', 'Hussain', 'Hussien'],
    ['Ahmed', 'Ahmad'],
    ['Mahmoud', 'Mahmud', 'Mahmood'],
    ['Mostafa', 'Mustafa', 'Moustafa', 'Mustapha'],
    ['Youssef', 'Yousef', 'Yusuf', 'Yousif'],
    ['Abdelrahman', 'Abdul Rahman', 'Abd El Rahman', 'Abd-el-Rahman', 'Abdel Rahman', 'Abd al-Rahman'],
    ['Abdallah', 'Abdullah', 'Abd Allah', 'Abdalla'],
    ['Elsayed', 'El Sayed', 'El-Sayed', 'Al Sayed', 'Sayed', 'Sayyid', 'Sayyed'],
    ['Hesham', 'Hisham'],
    ['Hossam', 'Hosam', 'Husam'],
    ['Eslam', 'Islam'],
    ['Fatma', 'Fatima', 'Fatmah', 'Fatema'],
    ['Yasmin', 'Yasmeen', 'Yasmine'],
    ['Moamen', "Mo'men", 'Momen', 'Moemen'],
    ['Ziad', 'Ziyad', 'Zeyad'],
    ['Yehia', 'Yahia', 'Yahya'],
    ['Magdy', 'Magdi', 'Majdi'],
    ['Sherif', 'Shereef', 'Cherif', 'Chérif', 'Sharif'],
    ['Hany', 'Hani', 'Hanee'],
    ['Doaa', "Do'aa", 'Duaa'],
    ['Zeinab', 'Zainab', 'Zaynab'],
    ['Wael', 'Wa’el'],
    ['Rafik', 'Rafiq', 'Raphik'],
  ])('%s', (...spellings) => {
    const folded = new Set(spellings.map((s) => searchTokens(s).join(' ')))
    expect([...folded]).toHaveLength(1)
  })

  it('finds Dr. Khaled Mansour by Khalid Mansur, in any order and with the title', () => {
    expect(finds('Khalid Mansur', 'Dr. Khaled Mansour')).toBe(true)
    expect(finds('mansur khalid', 'Dr. Khaled Mansour')).toBe(true)
    expect(finds('Dr. KHALID', 'Dr. Khaled Mansour')).toBe(true)
  })

  it('keeps different names apart', () => {
    const apart = [
      ['Mohamed', 'Mahmoud'],
      ['Hassan', 'Hussein'],
      ['Hassan', 'Hosny'],
      ['Ali', 'Alaa'],
      ['Omar', 'Amr'],
      ['Sameh', 'Samy'],
      ['Khaled', 'Khalil'],
      ['Sayed', 'Said'],
    ]
    for (const [a, b] of apart) expect(searchTokens(a!), `${a} / ${b}`).not.toEqual(searchTokens(b!))
  })

  it('finds an Abd name by the name after Abd, and an Arabic name with or without its article', () => {
    expect(finds('Rahman', 'Dr. Abdelrahman Farouk')).toBe(true)
    expect(finds('Aziz', 'Tarek Abd El Aziz')).toBe(true)
    expect(finds('سيد', 'د. أحمد السيد')).toBe(true)
    expect(finds('عبدالرحمن', 'د. عبد الرحمن كامل')).toBe(true)
    expect(finds('عبد الرحمن', 'د. عبدالرحمن كامل')).toBe(true)
  })

  it('keeps Arabic spelling variants equal, as normalizeName does', () => {
    expect(finds('احمد مصطفي', 'د. أحمد مصطفى')).toBe(true)
    expect(finds('فاطمه', 'فاطمة الزهراء')).toBe(true)
  })

  it('needs every word of the search', () => {
    expect(finds('Khaled Ahmed', 'Dr. Khaled Mansour')).toBe(false)
  })

  it('folds a word to consonants with its first and last vowel sounds', () => {
    expect(foldLatinWord('mohamed')).toBe('muhmd')
    expect(foldLatinWord('mostafa')).toBe('mustfa')
    expect(foldLatinWord('ali')).toBe('ali')
  })

  it('gives no words for text without letters or digits', () => {
    expect(searchTokens(' - . ')).toEqual([])
    expect(nameTokens('Dr.')).toEqual([])
  })
})

describe('searchPrefixes: a name still being typed (issue 7 §3)', () => {
  it.each([
    ['Moha', 'Mohamed'],
    ['Mostaf', 'Mustafa'],
    ['Khali', 'Khaled'],
    ['Yous', 'Yusuf'],
    ['Elsay', 'El Sayed'],
  ])('%s begins %s', (typed, name) => {
    const [prefix] = searchPrefixes(typed)
    expect(prefix && nameTokens(name).some((word) => word.startsWith(prefix))).toBe(true)
  })

  it('keeps an Arabic beginning as typed', () => {
    expect(searchPrefixes('مصطف')).toEqual(['مصطف'])
  })
})
