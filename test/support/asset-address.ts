/** Under jest an imported picture is only its address, as the build makes it. */
export default '/assets/picture.svg';
