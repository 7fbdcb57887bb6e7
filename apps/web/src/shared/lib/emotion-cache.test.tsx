import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import AppBar from '@mui/material/AppBar'
import Autocomplete from '@mui/material/Autocomplete'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Rating from '@mui/material/Rating'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import { ThemeProvider } from '@mui/material/styles'
import Switch from '@mui/material/Switch'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import { TextField } from '#web/shared/ui/text-field'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { act, fireEvent, render, screen } from '@testing-library/react'
import cssjanus from 'cssjanus'
import { compile, DECLARATION, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis'
import stylisPluginRtl from 'stylis-plugin-rtl'
import { describe, expect, it } from 'vitest'
import { mayFlip, modernPrefixer, quickFlip, rtlDeclarations, withShellStyles } from './emotion-cache'
import { createAppTheme } from './theme'

/** The CSS that stylis writes for `styles` under `selector` with these plugins, as Emotion calls it. */
const stylisWith = (plugins: Middleware[]) => (selector: string, styles: string) =>
  minified(
    serialize(compile(selector ? `${selector}{${styles}}` : styles), middleware([...plugins, stringify])),
  )
/** stylis's own spacing: cssjanus writes a corner radius `10px/16px` as `10px / 16px`, the same CSS. */
const minified = (css: string) => serialize(compile(css), stringify)
const withRtlPlugin = stylisWith([prefixer, stylisPluginRtl])
const withRtlDeclarations = stylisWith([prefixer, rtlDeclarations])

/** Every style the MUI components of the app insert (and our theme's overrides of them), as Emotion gets them. */
async function harvestStyles(): Promise<[selector: string, styles: string][]> {
  const styles: [string, string][] = []
  const cache = createCache({ key: 'harvest' })
  const insert = cache.insert.bind(cache)
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    styles.push([selector, serialized.styles])
    return insert(selector, serialized, sheet, shouldCache)
  }
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme('ltr')}>
        <AppBar position="static">
          <Toolbar>
            <IconButton aria-label="menu" edge="start">
              x
            </IconButton>
          </Toolbar>
        </AppBar>
        <Drawer open variant="persistent">
          <List>
            <ListSubheader>s</ListSubheader>
            <ListItem disablePadding>
              <ListItemButton selected>
                <ListItemIcon>i</ListItemIcon>
                <ListItemText primary="p" secondary="s" />
              </ListItemButton>
            </ListItem>
          </List>
        </Drawer>
        <Stack direction="row" spacing={2}>
          {(['text', 'outlined', 'contained'] as const).map((variant) => (
            <Button key={variant} variant={variant} startIcon={<span />} endIcon={<span />}>
              {variant}
            </Button>
          ))}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>g</Grid>
        </Grid>
        <Alert severity="warning" onClose={() => undefined}>
          <AlertTitle>t</AlertTitle>a
        </Alert>
        <Avatar>A</Avatar>
        <Badge badgeContent={3} color="error">
          b
        </Badge>
        <Card>
          <CardActionArea>
            <CardContent>c</CardContent>
          </CardActionArea>
          <CardActions>
            <Chip label="chip" onDelete={() => undefined} avatar={<Avatar>c</Avatar>} />
            <Chip label="chip" variant="outlined" icon={<span />} />
          </CardActions>
        </Card>
        <FormControl>
          <FormLabel>l</FormLabel>
          <FormGroup>
            <FormControlLabel control={<Checkbox defaultChecked />} label="c" />
            <FormControlLabel control={<Switch defaultChecked />} label="s" labelPlacement="start" />
          </FormGroup>
          <RadioGroup defaultValue="a">
            <FormControlLabel value="a" control={<Radio />} label="a" />
          </RadioGroup>
          <FormHelperText error>h</FormHelperText>
        </FormControl>
        <TextField label="outlined" helperText="h" error />
        <TextField
          label="adorned"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">+20</InputAdornment> } }}
        />
        <TextField label="multiline" multiline minRows={2} />
        <SelectTextField label="select" value="a">
          <MenuItem value="a">a</MenuItem>
        </SelectTextField>
        <Autocomplete options={['a', 'b']} renderInput={(params) => <TextField {...params} label="auto" />} />
        <LinearProgress />
        <LinearProgress variant="determinate" value={40} />
        <CircularProgress />
        <Link href="#">link</Link>
        <Divider textAlign="left">d</Divider>
        <Pagination count={10} page={5} />
        <Paper elevation={3}>p</Paper>
        <Rating value={3.5} precision={0.5} readOnly />
        <Stepper activeStep={1} alternativeLabel>
          <Step>
            <StepLabel>one</StepLabel>
          </Step>
          <Step>
            <StepButton>two</StepButton>
          </Step>
        </Stepper>
        <Tabs value={0} variant="scrollable" scrollButtons>
          <Tab label="one" />
          <Tab label="two" />
        </Tabs>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell align="right">h</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell padding="checkbox">c</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
        <ToggleButtonGroup value="a" exclusive>
          <ToggleButton value="a">a</ToggleButton>
          <ToggleButton value="b">b</ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="tip" open arrow placement="left">
          <span>t</span>
        </Tooltip>
        <Typography variant="h4">h</Typography>
        <Snackbar open message="m" anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />
        <Dialog open>
          <DialogTitle>t</DialogTitle>
          <DialogContent>
            <DialogContentText>c</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button>ok</Button>
          </DialogActions>
        </Dialog>
      </ThemeProvider>
    </CacheProvider>,
  )
  // The touch ripple's styles (with MUI's one `@noflip`) are inserted on the first press.
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('button', { name: 'ok' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return styles
}

describe('the Arabic styles (MUI RTL step 3, issue 8 §5)', () => {
  it("flip exactly as stylis-plugin-rtl flips them, for every style of the app's MUI components", async () => {
    const styles = await harvestStyles()
    expect(styles.length).toBeGreaterThan(150)
    // The ripple's, with MUI's one `/* @noflip */`.
    expect(styles.some(([, css]) => css.includes('@noflip'))).toBe(true)
    let flipped = 0
    for (const [selector, css] of styles) {
      const expected = withRtlPlugin(selector, css)
      expect(withRtlDeclarations(selector, css), `${selector}{${css}}`).toBe(expected)
      if (expected !== stylisWith([prefixer])(selector, css)) flipped += 1
    }
    // Not vacuous: a good share of MUI's styles have a side to flip.
    expect(flipped).toBeGreaterThan(30)
  })

  it("flip each of cssjanus's cases, and keep a declaration marked @noflip", () => {
    const cases = [
      'margin-left:8px;padding-right:4px;left:0;right:auto;float:left;text-align:right;',
      'margin:1px 2px 3px 4px;padding:0 8px 0 16px;border-width:1px 2px 3px 4px;',
      'border-color:red green blue black;border-style:solid dotted none dashed;',
      'border-left:1px solid red;border-top-right-radius:4px;border-radius:1px 2px 3px 4px;',
      'box-shadow:2px 3px 4px rgba(0,0,0,.2);text-shadow:1px 0 red;transform:translateX(10px) translate(4px,2px);',
      'cursor:e-resize;direction:ltr;background-position:10% 20%;background:url(x.png) 0 50% no-repeat;',
      'transition:left 200ms,margin-right 100ms;',
      'background-position:10%;',
      'border-radius:10px 0;',
    ]
    for (const css of cases) {
      expect(withRtlDeclarations('.x', css), css).toBe(withRtlPlugin('.x', css))
      expect(withRtlDeclarations('.x', css), css).not.toBe(stylisWith([prefixer])('.x', css))
    }
    const noFlip = 'position:absolute;/* @noflip */left:0px;top:0;'
    expect(withRtlDeclarations('.x', noFlip)).toBe(withRtlPlugin('.x', noFlip))
    expect(withRtlDeclarations('.x', noFlip)).toBe('.x{position:absolute;left:0px;top:0;}')
    expect(withRtlDeclarations('.x', 'margin-left:8px;')).toBe('.x{margin-right:8px;}')
    expect(withRtlDeclarations('@keyframes k', 'from{left:0}to{left:10px}')).toBe(
      withRtlPlugin('@keyframes k', 'from{left:0}to{left:10px}'),
    )
  })

  it("flip every declaration of the app's MUI components without cssjanus, the same as cssjanus", async () => {
    // cssjanus's first call costs a phone 10–15 ms (compiling its expressions), so the first screen must not need it.
    const declarations = new Set<string>()
    const collect: Middleware = (element) => {
      const css = element.return || element.value
      if (element.type === DECLARATION && mayFlip(css) && !css.includes('@noflip')) declarations.add(css)
    }
    for (const [selector, css] of await harvestStyles())
      serialize(compile(selector ? `${selector}{${css}}` : css), middleware([prefixer, collect, stringify]))
    expect(declarations.size).toBeGreaterThan(150)
    for (const css of declarations) {
      expect(quickFlip(css), css).toBe(cssjanus.transform(css))
    }
  })

  it('flip a grid of names and values as cssjanus does, or leave them to it', () => {
    const names = [
      'margin',
      'padding',
      'border-width',
      'scroll-margin',
      'border-color',
      'background-color',
      'border-style',
      'border-radius',
      '-webkit-border-radius',
      'box-shadow',
      '-webkit-box-shadow',
      'text-shadow',
      'transform',
      '-webkit-transform',
      'left',
      'right',
      'margin-left',
      'padding-right',
      'border-top-left-radius',
      'border-left',
      'float',
      'text-align',
      'transition',
      'background',
      'background-position',
      'background-position-x',
      'cursor',
      'direction',
      '--x-left',
      '--_caret',
      '--x_y-right',
      '--Left',
      'color',
      'width',
      'transform-origin',
      'clear',
      'inset-inline-start',
    ]
    const values = [
      '0',
      '8px',
      '-4px',
      '0 8px',
      '1px 2px 3px',
      '1px 2px 3px 4px',
      '0 5px 0 -6px',
      '1px 2px 3px 4px 5px',
      '1px auto 0 inherit',
      '1px var(--x) 2px 3px',
      'calc(8px * 1.2)',
      'calc(1px + 2px) 0 0 4px',
      'auto',
      'inherit',
      'left',
      'right',
      'LEFT',
      'left top',
      'left 150ms,margin-right 100ms',
      'left 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
      'var(--left)',
      'var(--x-right, 4px)',
      'red green blue black',
      'red rgba(0, 0, 0, 0.1) blue black',
      '#fff #000 #111 #222',
      'rgba(0, 0, 0, 0.12)',
      'solid dotted none dashed',
      '10px/16px',
      '10px 0',
      '4px 4px 0 0',
      '50%',
      '10% 20%',
      '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
      '2px 3px 4px red',
      'inset 2px 0 red',
      'inset 0 0 1px red',
      'none',
      'var(--Paper-shadow)',
      'translate(14px, -9px) scale(0.75)',
      'translate(0, -50%)',
      'translateX(20px)',
      'translateX(-20px)',
      'translateY(-50%)',
      'translate(var(--Badge-translate))',
      'translateX(10px) translate(4px,2px)',
      'translate( 10px , 5px )',
      'translate(1px, 2px, 3px, 4px)',
      'translateX(1px, 2px)',
      'scale(0) translate(0.5em)',
      'rotate(45deg)',
      'translate3d(4px, 0, 0)',
      'e-resize',
      'ltr',
      'url(left.png) 0 50%',
      '1px solid red',
      'leftover',
      'x-left-y',
      '0 !important',
      'translateX(auto)',
      'inherit 2px',
      '1px 2px / 3px',
      '1px 2px 3px 4px / 5px 6px 7px',
      'calc(10px / 2)',
      '1px / 2px / 3px',
      '4px/6.7px',
      'auto 0 0 0',
    ]
    let quick = 0
    for (const name of names)
      for (const value of values) {
        const css = `${name}:${value};`
        const rtl = quickFlip(css)
        if (rtl === undefined) continue
        quick += 1
        expect(rtl, css).toBe(cssjanus.transform(css))
      }
    // Not vacuous: most of the grid is flipped without cssjanus.
    expect(quick).toBeGreaterThan((names.length * values.length) / 2)
  })
})

describe('the prefixes (docs/decisions/0031)', () => {
  const withModernPrefixer = stylisWith([modernPrefixer])

  it('copies with -webkit- only what a browser the build targets still needs', () => {
    expect(withModernPrefixer('.x', 'user-select:none;display:flex;appearance:none;')).toBe(
      '.x{-webkit-user-select:none;user-select:none;display:flex;appearance:none;}',
    )
    expect(withModernPrefixer('.x', 'backdrop-filter:blur(4px);mask-image:url(a.svg);hyphens:auto;')).toBe(
      '.x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);-webkit-mask-image:url(a.svg);' +
        'mask-image:url(a.svg);-webkit-hyphens:auto;hyphens:auto;}',
    )
    expect(withModernPrefixer('.x', 'background-clip:text;background-clip:padding-box;')).toBe(
      '.x{-webkit-background-clip:text;background-clip:text;background-clip:padding-box;}',
    )
    expect(withModernPrefixer('.x', '&::placeholder{opacity:0.5;}')).toBe('.x::placeholder{opacity:0.5;}')
    expect(withModernPrefixer('@keyframes k', 'from{opacity:0}to{opacity:1}')).toBe(
      '@keyframes k{from{opacity:0;}to{opacity:1;}}',
    )
  })

  it('leaves the flipping of Arabic styles as it was', () => {
    expect(stylisWith([modernPrefixer, rtlDeclarations])('.x', 'user-select:none;margin-left:8px;')).toBe(
      '.x{-webkit-user-select:none;user-select:none;margin-right:8px;}',
    )
  })
})

describe("the static shell's first-screen styles (docs/decisions/0031)", () => {
  it("mark the names of the cache's own key inserted, and stay where the page put them", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-first-screen-styles="ar" data-styles="muirtl a1 b2">.muirtl-a1{right:0}</style>' +
        '<style data-first-screen-styles="en" data-styles="muiltr c3">.muiltr-c3{left:0}</style>' +
        '<meta name="after-the-shell-styles" />',
    )
    const arabic = document.head.querySelector('style[data-first-screen-styles="ar"]')
    try {
      const cache = withShellStyles(createCache({ key: 'muirtl' }))
      expect(cache.inserted).toMatchObject({ a1: true, b2: true })
      expect(cache.inserted).not.toHaveProperty('c3')
      // Not moved: Emotion's hydration would append it to the head, after the meta, and parse its CSS again.
      expect(arabic?.nextElementSibling?.getAttribute('data-first-screen-styles')).toBe('en')
      expect(withShellStyles(createCache({ key: 'muiltr' })).inserted).toMatchObject({ c3: true })
    } finally {
      document.head
        .querySelectorAll('[data-first-screen-styles], meta[name="after-the-shell-styles"]')
        .forEach((node) => node.remove())
    }
  })
})
